import type { MatchSummary, SeasonDetail, Team } from '../../api/index.js';
import { mappedOnce } from '../../memo.js';
import { type LegendEntry, legendFor, toLegend } from '../legends.js';
import { displayStatus } from '../match-status.js';
import { mediaUrl } from '../media.js';
import { playoffPhase, standingsPhase } from '../phases.js';
import { teamSlug } from '../slug.js';
import type { Fixture, SimRow } from './rules.js';

export interface SimTeam {
  id: number;
  name: string;
  shortName: string;
  slug: string;
  color: string | null;
  logo: string | null;
}

export interface SimFixture extends Fixture {
  date: string | null;
  /** Put off: its date is the one it was due on, not when it will be played. */
  postponed: boolean;
}

export interface TeamSimView {
  seasonName: string;
  groupName: string;
  teams: SimTeam[];
  /** The table as the league publishes it today, in its order. */
  base: SimRow[];
  /** The mark of each final place (index 0 = first). */
  legend: (LegendEntry | null)[];
  turns: { id: number; name: string; fixtures: SimFixture[] }[];
  /** Places that reach the play-offs, and the first round's pairings by place (1 v 8, 4 v 5, …). */
  playoffPlaces: number;
  bracket: [number, number][];
  /** The play-offs' first round as the league names it ("Quarter-finals"); null before it has one. */
  bracketRound: string | null;
}

/** A match still to be decided: not over, and not called off for good. */
export function isRemaining(match: Pick<MatchSummary, 'status'>): boolean {
  const shown = displayStatus(match.status);
  return shown === 'scheduled' || shown === 'live' || shown === 'rescheduled';
}

/** Seeds in bracket order (1, 8, 4, 5, 2, 7, 3, 6 for eight), paired; an odd or tiny field has none. */
export function bracketPairs(places: number): [number, number][] {
  if (places < 2 || (places & (places - 1)) !== 0) return [];
  let seeds = [1];
  while (seeds.length < places) {
    const n = seeds.length * 2 + 1;
    seeds = seeds.flatMap((s) => [s, n - s]);
  }
  return Array.from({ length: places / 2 }, (_, i) => [seeds[2 * i]!, seeds[2 * i + 1]!]);
}

/** A kick-off as a number to sort by; a fixture with no date, or a postponed one, goes last. */
const kickOffTime = (f: SimFixture): number =>
  f.date && !f.postponed ? Date.parse(f.date) || Number.POSITIVE_INFINITY : Number.POSITIVE_INFINITY;

/**
 * Matchdays by their first kick-off, and each one's fixtures by kick-off: the API lists turns in
 * the order they were made, which a moved matchday leaves out of date. Ties keep their order.
 */
export function inPlayOrder(turns: TeamSimView['turns']): TeamSimView['turns'] {
  const byTime = (a: number, b: number) => (a === b ? 0 : a < b ? -1 : 1);
  const ordered = turns.map((t) => ({
    ...t,
    fixtures: [...t.fixtures].sort((a, b) => byTime(kickOffTime(a), kickOffTime(b))),
  }));
  const first = (t: (typeof ordered)[number]) => Math.min(...t.fixtures.map(kickOffTime));
  return ordered.sort((a, b) => byTime(first(a), first(b)));
}

const simTeam = (t: Team): SimTeam => ({
  id: t.id,
  name: t.name,
  shortName: t.shortName ?? t.name.slice(0, 3).toUpperCase(),
  slug: teamSlug(t.name) || 'team',
  color: t.firstColorHEX,
  logo: mediaUrl(t.logo),
});

/**
 * The regular phase's first table as the simulator's starting point: the published standings
 * and every fixture of that group still to be decided, by turn. Null without a table. Mapped
 * once per cached season: the page keeps its HTML beside the view.
 */
export const teamSimView = /* @__PURE__ */ mappedOnce((season: SeasonDetail): TeamSimView | null => {
  const group = standingsPhase(season)?.groups.find((g) => g.hasStandings);
  if (!group || group.standings.length === 0) return null;
  const standings = [...group.standings].sort((a, b) => a.rank - b.rank);
  const known = new Set(standings.map((s) => s.team.id));
  const legend = [...legendFor(toLegend(season.metaInformation?.position_legend), 0)];
  const playoffPlaces = legend.filter((e) => e?.placement.startsWith('playoff')).length;
  return {
    seasonName: season.displayName ?? season.name,
    groupName: group.name,
    teams: standings.map((s) => simTeam(s.team)),
    base: standings.map((s) => ({
      teamId: s.team.id,
      played: s.gameTotal,
      won: s.gameWon + s.gameExtraTimeWon,
      wonShootout: s.gamePenaltyWon,
      lostShootout: s.gamePenaltyLost,
      lost: s.gameLost + s.gameExtraTimeLost,
      goalsFor: s.goalPro,
      goalsAgainst: s.goalAgainst,
      points: s.points,
    })),
    legend: standings.map((_, i) => legend[i] ?? null),
    turns: inPlayOrder(
      group.turns
        .map((t) => ({
          id: t.id,
          name: t.name,
          fixtures: t.matches.flatMap((m): SimFixture[] => {
            const { homeTeamId: homeId, awayTeamId: awayId } = m.participants;
            return isRemaining(m) && homeId !== null && awayId !== null && known.has(homeId) && known.has(awayId)
              ? [{ id: m.id, homeId, awayId, date: m.date, postponed: displayStatus(m.status) === 'rescheduled' }]
              : [];
          }),
        }))
        .filter((t) => t.fixtures.length > 0),
    ),
    playoffPlaces,
    bracket: bracketPairs(playoffPlaces),
    bracketRound: playoffPhase(season)?.groups.find((g) => g.hasStandings !== true)?.name ?? null,
  };
});
