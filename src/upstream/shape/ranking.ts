import type { RawPlayer, RawSeason } from '../data/types.js';
import { parameterOf, type StatCode } from '../league/codes.js';
import { isFinal } from '../league/live.js';
import type { LeagueModel } from '../league/model.js';
import type { Snapshot } from '../league/snapshot.js';
import { halfState, MINUTES_PER_MATCH, statValue, type Tally, tallyPlayers, tallyTeams } from '../league/tally.js';
import { playerWithTeam, teamOut } from './people.js';

export const ORDER_BY = [
  'ranking',
  'total',
  'totalAvg',
  'matchesPlayed',
  'minutesPlayed',
  'total1T',
  'total2T',
] as const;
export type OrderBy = (typeof ORDER_BY)[number];
/** A field of the lines, or one of the further codes they report (docs/upstream-extensions.md). */
export type Ordering = OrderBy | StatCode;
export type SortOrder = 'ASC' | 'DESC';

export interface Line {
  id: number;
  total: number;
  matchesPlayed: number;
  /** The total over each half alone. */
  total1T: number;
  total2T: number;
  /** Tie-breaks after the total, best first (the secondary codes of /api/stats). */
  secondary: number[];
  /** The totals of the further codes asked for (secondary codes, `withCodes`). */
  others: Partial<Record<StatCode, number>>;
}

export interface RankedLine extends Line {
  ranking: number;
  totalAvg: number;
  minutesPlayed: number;
}

const better = (a: Line, b: Line) => {
  if (a.total !== b.total) return b.total - a.total;
  for (let i = 0; i < a.secondary.length; i++)
    if (a.secondary[i] !== b.secondary[i]) return (b.secondary[i] ?? 0) - (a.secondary[i] ?? 0);
  return 0;
};

const valueBy = (l: RankedLine, by: Ordering): number =>
  (ORDER_BY as readonly string[]).includes(by) ? l[by as OrderBy] : (l.others[by as StatCode] ?? 0);

/**
 * Ranks by total (then the tie-breaks), equal lines sharing a rank (1, 1, 3), then orders as
 * asked. Without a sort order, a ranking reads ascending (best first) and a value descending.
 */
export function rankLines(lines: readonly Line[], orderBy: Ordering = 'ranking', sortOrder?: SortOrder): RankedLine[] {
  const sorted = [...lines].sort((a, b) => better(a, b) || a.id - b.id);
  const ranked = sorted.map(
    (l): RankedLine => ({
      ...l,
      ranking: 0,
      totalAvg: l.matchesPlayed ? Math.round((l.total / l.matchesPlayed) * 100) / 100 : 0,
      minutesPlayed: l.matchesPlayed * MINUTES_PER_MATCH,
    }),
  );
  ranked.forEach((l, i) => {
    l.ranking = i > 0 && better(sorted[i - 1]!, sorted[i]!) === 0 ? ranked[i - 1]!.ranking : i + 1;
  });
  const sign = (sortOrder ?? (orderBy === 'ranking' ? 'ASC' : 'DESC')) === 'ASC' ? 1 : -1;
  return ranked.sort(
    (a, b) => sign * (valueBy(a, orderBy) - valueBy(b, orderBy)) || a.ranking - b.ranking || a.id - b.id,
  );
}

interface TallySet {
  players: Map<number, Tally>;
  teams: Map<number, Tally>;
}

export interface SeasonTallies extends TallySet {
  /** The same over the first half of each match, and over the second. */
  halves: readonly [TallySet, TallySet];
}

/** Per league model and season: the final matches last counted and what they added up to. */
const memo = new WeakMap<LeagueModel, Map<number, { key: string; tallies: SeasonTallies }>>();

/**
 * What a season's settled matches add up to (stats count only final results). A final match no
 * longer changes, so the count is kept until another match of the season ends: the many stat
 * tables a page asks for, over several seconds' snapshots, share one count.
 */
export function seasonTallies(snap: Snapshot, season: RawSeason): SeasonTallies {
  let seasons = memo.get(snap.model);
  if (!seasons) memo.set(snap.model, (seasons = new Map()));
  const states = (snap.model.matchesBySeason.get(season.id) ?? [])
    .map((r) => snap.match(r.raw.id)!)
    .filter((s) => isFinal(s.clock.status));
  const key = states.map((s) => s.ref.raw.id).join(',');
  const kept = seasons.get(season.id);
  if (kept?.key === key) return kept.tallies;
  const count = (list: typeof states): TallySet => ({
    players: tallyPlayers(snap.model, list),
    teams: tallyTeams(list),
  });
  let halves: SeasonTallies['halves'] | undefined;
  // Only ranking lines read the halves: a season's winner or a team's record never counts them.
  const tallies: SeasonTallies = {
    ...count(states),
    get halves() {
      return (halves ??= [
        count(states.map((s) => halfState(s, 1))),
        count(states.map((s) => halfState(s, 2))),
      ] as const);
    },
  };
  seasons.set(season.id, { key, tallies });
  return tallies;
}

/** Tie-breaks (/api/stats) and further codes each line reports (`withCodes`). */
export interface LineCodes {
  secondary?: readonly StatCode[];
  others?: readonly StatCode[];
}

function lineOf(tallies: SeasonTallies, side: keyof TallySet, t: Tally, code: StatCode, codes: LineCodes): Line {
  const half = (n: 0 | 1) => {
    const h = tallies.halves[n][side].get(t.id);
    return h ? statValue(h, code) : 0;
  };
  const secondary = codes.secondary ?? [];
  return {
    id: t.id,
    total: statValue(t, code),
    matchesPlayed: t.matches.size,
    total1T: half(0),
    total2T: half(1),
    secondary: secondary.map((c) => statValue(t, c)),
    others: Object.fromEntries([...secondary, ...(codes.others ?? [])].map((c) => [c, statValue(t, c)])),
  };
}

/** Who enters a player table: anyone with a value, every player who played for PG, every keeper for GOL-C. */
function listed(model: LeagueModel, t: Tally, code: StatCode): boolean {
  if (code === 'PG') return t.matches.size > 0;
  if (code === 'GOL-C') return model.players.get(t.id)?.role === 'goalkeeper';
  if (code === 'PAS-X') return (t.counts.get('PAS') ?? 0) > 0;
  return statValue(t, code) > 0;
}

/** A player enters with a value of the main code, or of a tie-break (a red card without a yellow one). */
export function playerLines(
  model: LeagueModel,
  tallies: SeasonTallies,
  code: StatCode,
  codes: LineCodes = {},
  keep: (p: RawPlayer) => boolean = () => true,
): Line[] {
  return [...tallies.players.values()]
    .filter(
      (t) =>
        (listed(model, t, code) || (codes.secondary ?? []).some((c) => statValue(t, c) > 0)) &&
        keep(model.players.get(t.id)!),
    )
    .map((t) => lineOf(tallies, 'players', t, code, codes));
}

export function teamLines(tallies: SeasonTallies, code: StatCode, codes: LineCodes = {}): Line[] {
  return [...tallies.teams.values()].map((t) => lineOf(tallies, 'teams', t, code, codes));
}

const common = (code: StatCode, l: RankedLine) => ({
  parameter: parameterOf(code),
  total: l.total,
  totalAvg: l.totalAvg,
  ranking: l.ranking,
  matchesPlayed: l.matchesPlayed,
  minutesPlayed: l.minutesPlayed,
  total1T: l.total1T,
  total2T: l.total2T,
});

/** The further codes' totals of a line, as `withStats` (docs/upstream-extensions.md). */
export const withStatsOut = (l: Line, codes: readonly StatCode[]) =>
  codes.map((c) => ({ parameter: parameterOf(c), total: l.others[c] ?? 0 }));

export function playerRankingOut(model: LeagueModel, code: StatCode, l: RankedLine) {
  const withTeam = playerWithTeam(model, model.players.get(l.id)!);
  return { ...common(code, l), player: withTeam, team: withTeam.team };
}

/** A player's line without the player and team objects: the season's lines of every player at once (docs/upstream-extensions.md). */
export function bareRankingOut(code: StatCode, l: RankedLine) {
  return { ...common(code, l), player: null, team: null };
}

export function teamRankingOut(model: LeagueModel, code: StatCode, l: RankedLine) {
  return { ...common(code, l), player: null, team: teamOut(model.teams.get(l.id)!) };
}
