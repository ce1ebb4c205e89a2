import { draftIndex } from '../draft/draft-index.js';
import { candidateOut } from '../draft/draft-shape.js';
import type { LeagueModel } from '../league/model.js';
import { type PlayerOut, playerWithTeam, type TeamOut } from './people.js';

export type SeasonPlayerOut = PlayerOut & { team: TeamOut | null };

export interface PlayerSeasonOut {
  seasonId: number;
  player: SeasonPlayerOut;
}

interface SeasonPlayers {
  /** What `/seasons/{id}/players` lists before its filters: the listed teams' players, then the draft's pool: its candidates nobody picked, on no team. */
  listed: ReadonlyMap<number, readonly SeasonPlayerOut[]>;
  /** Every season a player belongs to, in dataset order, season 13's guest clubs included. */
  byPlayer: ReadonlyMap<number, readonly PlayerSeasonOut[]>;
}

const built = new WeakMap<LeagueModel, SeasonPlayers>();

/** Players and seasons both ways, shaped once per dataset: no request walks the squads again. */
export function seasonPlayers(model: LeagueModel): SeasonPlayers {
  const kept = built.get(model);
  if (kept) return kept;
  const listed = new Map<number, SeasonPlayerOut[]>();
  const byPlayer = new Map<number, PlayerSeasonOut[]>();
  const add = (seasonId: number, player: SeasonPlayerOut) => {
    const seasons = byPlayer.get(player.id) ?? [];
    seasons.push({ seasonId, player });
    byPlayer.set(player.id, seasons);
  };
  for (const season of model.raw.seasons) {
    const teamIds = new Set([...season.teamIds, ...season.listedTeamIds]);
    const ofTeams = new Map(
      [...teamIds].map((id) => [id, (model.playersByTeam.get(id) ?? []).map((p) => playerWithTeam(model, p))]),
    );
    const pool = (draftIndex(model).bySeason.get(season.id)?.candidates ?? []).map(candidateOut);
    listed.set(season.id, [...season.listedTeamIds.flatMap((id) => ofTeams.get(id) ?? []), ...pool]);
    for (const player of [...[...ofTeams.values()].flat(), ...pool]) add(season.id, player);
  }
  const result = { listed, byPlayer };
  built.set(model, result);
  return result;
}
