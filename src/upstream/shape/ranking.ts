import type { RawPlayer, RawSeason } from '../data/types.js';
import { parameterOf, type StatCode } from '../league/codes.js';
import { isFinal } from '../league/live.js';
import type { LeagueModel } from '../league/model.js';
import type { Snapshot } from '../league/snapshot.js';
import { MINUTES_PER_MATCH, statValue, tallyPlayers, tallyTeams, type Tally } from '../league/tally.js';
import { playerWithTeam, teamOut } from './people.js';

export const ORDER_BY = ['ranking', 'total', 'totalAvg', 'matchesPlayed', 'minutesPlayed'] as const;
export type OrderBy = (typeof ORDER_BY)[number];
export type SortOrder = 'ASC' | 'DESC';

export interface Line {
  id: number;
  total: number;
  matchesPlayed: number;
  /** Tie-breaks after the total, best first (the secondary codes of /api/stats). */
  secondary: number[];
}

export interface RankedLine extends Line {
  ranking: number;
  totalAvg: number;
  minutesPlayed: number;
}

const better = (a: Line, b: Line) => {
  if (a.total !== b.total) return b.total - a.total;
  for (let i = 0; i < a.secondary.length; i++) if (a.secondary[i] !== b.secondary[i]) return (b.secondary[i] ?? 0) - (a.secondary[i] ?? 0);
  return 0;
};

/**
 * Ranks by total (then the tie-breaks), equal lines sharing a rank (1, 1, 3), then orders as
 * asked. Without a sort order, a ranking reads ascending (best first) and a value descending.
 */
export function rankLines(lines: readonly Line[], orderBy: OrderBy = 'ranking', sortOrder?: SortOrder): RankedLine[] {
  const sorted = [...lines].sort((a, b) => better(a, b) || a.id - b.id);
  const ranked = sorted.map((l): RankedLine => ({
    ...l, ranking: 0, totalAvg: l.matchesPlayed ? Math.round((l.total / l.matchesPlayed) * 100) / 100 : 0, minutesPlayed: l.matchesPlayed * MINUTES_PER_MATCH,
  }));
  ranked.forEach((l, i) => {
    l.ranking = i > 0 && better(sorted[i - 1]!, sorted[i]!) === 0 ? ranked[i - 1]!.ranking : i + 1;
  });
  const sign = (sortOrder ?? (orderBy === 'ranking' ? 'ASC' : 'DESC')) === 'ASC' ? 1 : -1;
  return ranked.sort((a, b) => sign * (a[orderBy] - b[orderBy]) || a.ranking - b.ranking || a.id - b.id);
}

export interface SeasonTallies {
  players: Map<number, Tally>;
  teams: Map<number, Tally>;
}

const memo = new WeakMap<Snapshot, Map<number, SeasonTallies>>();

/**
 * What a season's settled matches add up to (stats count only final results), counted once per
 * snapshot: the several stat tables a page asks for at one moment share one count.
 */
export function seasonTallies(snap: Snapshot, season: RawSeason): SeasonTallies {
  let seasons = memo.get(snap);
  if (!seasons) memo.set(snap, (seasons = new Map()));
  let tallies = seasons.get(season.id);
  if (!tallies) {
    const states = (snap.model.matchesBySeason.get(season.id) ?? []).map((r) => snap.match(r.raw.id)!).filter((s) => isFinal(s.clock.status));
    seasons.set(season.id, (tallies = { players: tallyPlayers(snap.model, states), teams: tallyTeams(states) }));
  }
  return tallies;
}

/** Who enters a player table: anyone with a value, every player who played for PG, every keeper for GOL-C. */
function listed(model: LeagueModel, t: Tally, code: StatCode): boolean {
  if (code === 'PG') return t.matches.size > 0;
  if (code === 'GOL-C') return model.players.get(t.id)?.role === 'goalkeeper';
  if (code === 'PAS-X') return (t.counts.get('PAS') ?? 0) > 0;
  return statValue(t, code) > 0;
}

export function playerLines(
  model: LeagueModel, tallies: Map<number, Tally>, code: StatCode, secondary: readonly StatCode[] = [], keep: (p: RawPlayer) => boolean = () => true,
): Line[] {
  return [...tallies.values()]
    .filter((t) => listed(model, t, code) && keep(model.players.get(t.id)!))
    .map((t) => ({ id: t.id, total: statValue(t, code), matchesPlayed: t.matches.size, secondary: secondary.map((c) => statValue(t, c)) }));
}

export function teamLines(tallies: Map<number, Tally>, code: StatCode): Line[] {
  return [...tallies.values()]
    .map((t) => ({ id: t.id, total: statValue(t, code), matchesPlayed: t.matches.size, secondary: [] }));
}

export function playerRankingOut(model: LeagueModel, code: StatCode, l: RankedLine) {
  const p = model.players.get(l.id)!;
  const withTeam = playerWithTeam(model, p);
  return { parameter: parameterOf(code), total: l.total, totalAvg: l.totalAvg, ranking: l.ranking, matchesPlayed: l.matchesPlayed, minutesPlayed: l.minutesPlayed, player: withTeam, team: withTeam.team };
}

export function teamRankingOut(model: LeagueModel, code: StatCode, l: RankedLine) {
  return { parameter: parameterOf(code), total: l.total, totalAvg: l.totalAvg, ranking: l.ranking, matchesPlayed: l.matchesPlayed, minutesPlayed: l.minutesPlayed, player: null, team: teamOut(model.teams.get(l.id)!) };
}
