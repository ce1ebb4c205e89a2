import type { Season, SeasonDetail, TurnPlayer } from '../api/index.js';
import { type MatchRow, type MatchSide, matchRow, winnerSide } from './matches-view.js';
import { playoffPhase } from './phases.js';
import { fullName, type PlayerTeam, teamIdentity } from './player-view.js';

/** A finished season as the loader reads it: its phases, and its matchdays' MVPs when they could be read. */
export interface FinishedSeason {
  season: Season;
  detail: SeasonDetail;
  /** Null: the MVPs could not be read now. */
  mvps: readonly TurnPlayer[] | null;
}

/** The champion and the runner-up, as a player's page shows their club. */
export type ChampionTeam = PlayerTeam;

export interface FinalMvp {
  id: number;
  name: string;
}

export interface ChampionEntry {
  seasonId: number;
  season: string;
  /** Null: the season names no champion the page can show. */
  champion: ChampionTeam | null;
  runnerUp: ChampionTeam | null;
  /** The final, when the season ended in one (a league decided by its table has none). */
  final: MatchRow | null;
  /** `unknown`: the league data names no MVP of the final; `unavailable`: it could not be read now. */
  mvp: FinalMvp | 'unknown' | 'unavailable';
}

export interface ChampionsCompetition {
  competitionId: number;
  name: string;
  /** A competition of no region (the Finalissima): its teams and players link to their global pages. */
  global: boolean;
  /** Newest first. */
  entries: ChampionEntry[];
}

/** The one match of the play-off phase's last round, when that round is a single match. */
function finalOf(detail: SeasonDetail) {
  const groups = playoffPhase(detail)?.groups.filter((g) => g.hasStandings !== true) ?? [];
  const turn = groups.at(-1)?.turns.at(-1);
  return turn?.matches.length === 1 ? { turnId: turn.id, match: turn.matches[0]! } : null;
}

const fromSide = (side: MatchSide): ChampionTeam | null =>
  side.id !== null && side.name !== null && !side.placeholder
    ? {
        id: side.id,
        name: side.name,
        shortName: side.shortName ?? side.name.slice(0, 3).toUpperCase(),
        slug: side.slug ?? 'team',
        logo: side.logo,
        color: side.color,
      }
    : null;

/** A season decided by its table: the winner the season names, as its tables show the team. */
function tableWinner({ season, detail }: FinishedSeason): ChampionTeam | null {
  const team = detail.phases
    .flatMap((p) => p.groups.flatMap((g) => g.standings))
    .find((s) => s.team.id === season.winnerTeamId)?.team;
  return team ? teamIdentity(team) : null;
}

function mvpOf(mvps: readonly TurnPlayer[] | null, turnId: number | null): ChampionEntry['mvp'] {
  if (mvps === null) return 'unavailable';
  const player = mvps.find((t) => t.id === turnId)?.player;
  return player ? { id: player.id, name: fullName(player) } : 'unknown';
}

function entryOf(finished: FinishedSeason, global: boolean, now: Date): ChampionEntry {
  const { season } = finished;
  const final = finalOf(finished.detail);
  // A final of no region has no match page under one: the competition's own page shows it.
  const row = final && { ...matchRow(final.match, now), ...(global ? { hasPage: false } : {}) };
  const won = row && winnerSide(row);
  const base = {
    seasonId: season.id,
    season: season.displayName ?? season.name,
    mvp: mvpOf(finished.mvps, null),
  };
  if (!row || !won) return { ...base, champion: tableWinner(finished), runnerUp: null, final: null };
  return {
    ...base,
    champion: fromSide(row[won]),
    runnerUp: fromSide(row[won === 'home' ? 'away' : 'home']),
    final: row,
    mvp: mvpOf(finished.mvps, final.turnId),
  };
}

/** Only a season the league says is over has a champion: a final still to play crowns no one. */
export const isFinished = (season: Season): boolean => season.finished === true;

/**
 * The roll of champions of a region: per competition, every finished season newest first with
 * its champion, runner-up, final and the final's MVP.
 */
export function championsView(
  seasons: readonly FinishedSeason[],
  /** The region's competitions, in its order; any other (the Finalissima) follows them. */
  competitions: readonly number[],
  now: Date,
): ChampionsCompetition[] {
  const byCompetition = new Map<number, { name: string; seasons: FinishedSeason[] }>();
  for (const s of seasons) {
    if (!isFinished(s.season)) continue;
    const id = s.season.competitionId;
    const group = byCompetition.get(id) ?? { name: s.season.competition?.name ?? s.season.name, seasons: [] };
    group.seasons.push(s);
    byCompetition.set(id, group);
  }
  const finishOf = (s: FinishedSeason) => Date.parse(s.season.finish ?? '') || 0;
  const order = [...new Set([...competitions, ...byCompetition.keys()])];
  return order.flatMap((id) => {
    const group = byCompetition.get(id);
    if (!group) return [];
    const global = !competitions.includes(id);
    const entries = [...group.seasons].sort((a, b) => finishOf(b) - finishOf(a)).map((s) => entryOf(s, global, now));
    return [{ competitionId: id, name: group.name, global, entries }];
  });
}
