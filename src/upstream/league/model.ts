import type {
  RawCluster,
  RawCompetition,
  RawDataset,
  RawGroup,
  RawMatch,
  RawPhase,
  RawPlayer,
  RawSeason,
  RawStadium,
  RawStaff,
  RawTeam,
  RawTurn,
} from '../data/types.js';

/** Where a match sits: its own season, and the season whose phases hold it (they differ for season 13). */
export interface MatchRef {
  raw: RawMatch;
  host: RawSeason;
  phase: RawPhase;
  group: RawGroup;
  turn: RawTurn;
}

export interface GroupRef {
  group: RawGroup;
  phase: RawPhase;
  host: RawSeason;
}

export interface TurnRef extends GroupRef {
  turn: RawTurn;
}

/** The dataset indexed for lookups; built once, read by every request. */
export interface LeagueModel {
  raw: RawDataset;
  competitions: Map<number, RawCompetition>;
  clusters: Map<number, RawCluster>;
  stadiums: Map<number, RawStadium>;
  teams: Map<number, RawTeam>;
  players: Map<number, RawPlayer>;
  playersByTeam: Map<number, RawPlayer[]>;
  staffByTeam: Map<number, RawStaff[]>;
  seasons: Map<number, RawSeason>;
  matches: Map<number, MatchRef>;
  /** A season's matches: its own, or for a phases container (season 14) the ones it holds. */
  matchesBySeason: Map<number, MatchRef[]>;
  groups: Map<number, GroupRef>;
  turns: Map<number, TurnRef>;
  /** Seasons a team plays in, in dataset order. */
  seasonsByTeam: Map<number, RawSeason[]>;
}

function push<K, V>(map: Map<K, V[]>, key: K, value: V): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

export function buildModel(raw: RawDataset): LeagueModel {
  const byId = <T extends { id: number }>(items: readonly T[]) =>
    new Map(items.map((item) => [item.id, item] as const));
  const model: LeagueModel = {
    raw,
    competitions: byId(raw.competitions),
    clusters: byId(raw.clusters),
    stadiums: byId(raw.stadiums),
    teams: byId(raw.teams),
    players: byId(raw.players),
    playersByTeam: new Map(),
    staffByTeam: new Map(),
    seasons: byId(raw.seasons),
    matches: new Map(),
    matchesBySeason: new Map(),
    groups: new Map(),
    turns: new Map(),
    seasonsByTeam: new Map(),
  };
  for (const p of raw.players) push(model.playersByTeam, p.teamId, p);
  for (const s of raw.staff) push(model.staffByTeam, s.teamId, s);
  for (const host of raw.seasons) {
    for (const teamId of host.teamIds) push(model.seasonsByTeam, teamId, host);
    for (const phase of host.phases) {
      for (const group of phase.groups) {
        model.groups.set(group.id, { group, phase, host });
        for (const turn of group.turns) {
          model.turns.set(turn.id, { group, phase, host, turn });
          for (const m of turn.matches) {
            const ref: MatchRef = { raw: m, host, phase, group, turn };
            model.matches.set(m.id, ref);
            push(model.matchesBySeason, m.seasonId, ref);
          }
        }
      }
    }
  }
  for (const season of raw.seasons) {
    if (model.matchesBySeason.has(season.id)) continue;
    const held = season.phases.flatMap((p) => p.groups.flatMap((g) => g.turns.flatMap((t) => t.matches)));
    model.matchesBySeason.set(
      season.id,
      held.map((m) => model.matches.get(m.id)!),
    );
  }
  return model;
}

/** The season whose phases hold a season's matches (docs/spec.md §9: 14 for 13). */
export function phasesHost(model: LeagueModel, season: RawSeason): RawSeason {
  return season.phasesFrom === null ? season : (model.seasons.get(season.phasesFrom) ?? season);
}
