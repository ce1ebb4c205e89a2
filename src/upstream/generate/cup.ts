import type { RawGroup, RawMatch, RawPhase, RawTurn, Slot } from '../data/types.js';
import { createRng, hashSeed } from '../rng.js';
import type { CupPlan } from './plan.js';
import { type Counters, DAY, roundRobin, type SeasonInput, WEEK } from './schedule.js';

/** Days after the first matchday: three group matchdays, a rest day, quarter-finals, semi-finals, a rest day, the final. */
const GROUP_DAYS = [0, 1, 2] as const;
const KNOCKOUT_DAYS = { quarterfinal: 4, semifinal: 5, final: 7 } as const;
const LETTERS = 'ABCDEFGH';
/** A world cup is played once a year: the previous edition a year before the current one. */
const PREVIOUS_OFFSET_WEEKS = 52;

/**
 * Quarter-finals of a four-group stage: each group winner meets another group's runner-up, and
 * the winners of A and B can only meet in the final.
 */
const QUARTERS: readonly [Slot, Slot][] = [
  [
    { group: 0, rank: 1 },
    { group: 1, rank: 2 },
  ],
  [
    { group: 2, rank: 1 },
    { group: 3, rank: 2 },
  ],
  [
    { group: 1, rank: 1 },
    { group: 0, rank: 2 },
  ],
  [
    { group: 3, rank: 1 },
    { group: 2, rank: 2 },
  ],
];

/** Every pair of a group meets once; an odd group rests one team on each matchday. */
export function groupRounds(teamIds: readonly number[]): [number, number][][] {
  if (teamIds.length % 2 === 0) return roundRobin(teamIds);
  return roundRobin([...teamIds, 0]).map((round) => round.filter(([home, away]) => home !== 0 && away !== 0));
}

/** A seeded draw deals the teams into the groups one pot at a time. */
export function drawGroups(seasonId: number, teamIds: readonly number[], groups: number): number[][] {
  const order = createRng(hashSeed('cup-draw', seasonId)).shuffle(teamIds);
  return Array.from({ length: groups }, (_, g) => order.filter((_, i) => i % groups === g));
}

/**
 * A world cup's phases: the group stage (one table per group, its matchdays on consecutive days)
 * and the knockout rounds, whose sides name where they come from. On the anchor day of the
 * current edition two group matches are rolling like a league's (one on the hour, one on the half
 * hour, placed by the API's start), chosen among clubs not already playing such a match in their
 * own league.
 */
export function buildCupPhases(
  input: SeasonInput,
  cup: CupPlan,
  counters: Counters,
  busy: ReadonlySet<number>,
): RawPhase[] {
  if (cup.groups !== QUARTERS.length)
    throw new Error(`a cup needs ${QUARTERS.length} groups for its quarter-finals, not ${cup.groups}`);
  const { plan, edition, seasonId } = input;
  const shift = edition === 'current' ? 0 : -PREVIOUS_OFFSET_WEEKS * WEEK;
  const today = GROUP_DAYS[plan.currentTurn - 1] ?? 0;
  const kickoff = (day: number, slot: number) =>
    shift + (day - today) * DAY + (plan.firstHour - plan.utcOffset + slot) * 60;
  let nextId = input.matchBase;
  const match = (
    day: number,
    slot: number,
    stadiumId: number,
    home: number,
    away: number,
    extra: Partial<RawMatch> = {},
  ): RawMatch => ({
    id: nextId++,
    seasonId,
    home,
    away,
    minute: kickoff(day, slot),
    stadiumId,
    ...extra,
  });

  const drawn = drawGroups(seasonId, input.teamIds, cup.groups);
  const rounds = drawn.map(groupRounds);
  const byGroup: RawMatch[][][] = drawn.map(() => []);
  GROUP_DAYS.forEach((day, md) => {
    let slot = 0;
    const played = rounds.flatMap((r, g) =>
      (r[md] ?? []).map(([home, away]) => ({ g, m: match(day, slot++, cup.venues.groups, home, away) })),
    );
    for (const { g, m } of played) (byGroup[g]![md] ??= []).push(m);
    if (edition === 'current' && md === plan.currentTurn - 1)
      rollTwo(
        played.map((p) => p.m),
        busy,
      );
  });
  const stage: RawGroup[] = drawn.map((_, g) => ({
    id: counters.group++,
    kind: 'regular',
    label: LETTERS[g]!,
    hasStandings: true,
    turns: GROUP_DAYS.map(
      (_, md): RawTurn => ({ id: counters.turn++, number: md + 1, kind: 'regular', matches: byGroup[g]![md] ?? [] }),
    ),
  }));

  const knockout = (
    kind: keyof typeof KNOCKOUT_DAYS,
    sides: readonly [Slot, Slot][],
    placeholders: readonly [number, number][],
    number: number,
  ): RawGroup => {
    const matches = sides.map(([homeFrom, awayFrom], slot) =>
      match(KNOCKOUT_DAYS[kind], slot + 1, cup.venues.knockout, ...placeholders[slot]!, { homeFrom, awayFrom }),
    );
    return { id: counters.group++, kind, hasStandings: false, turns: [{ id: counters.turn++, number, kind, matches }] };
  };
  const winner = (m: RawMatch): Slot => ({ winnerOf: m.id });
  const qf = knockout(
    'quarterfinal',
    QUARTERS,
    [
      [58, 58],
      [58, 58],
      [58, 58],
      [58, 58],
    ],
    1,
  );
  const [q1, q2, q3, q4] = qf.turns[0]!.matches as [RawMatch, RawMatch, RawMatch, RawMatch];
  const sf = knockout(
    'semifinal',
    [
      [winner(q1), winner(q2)],
      [winner(q3), winner(q4)],
    ],
    [
      [63, 64],
      [65, 66],
    ],
    2,
  );
  const [s1, s2] = sf.turns[0]!.matches as [RawMatch, RawMatch];
  const final = knockout('final', [[winner(s1), winner(s2)]], [[58, 58]], 3);
  return [
    { id: counters.phase++, kind: 'regular', groups: stage },
    { id: counters.phase++, kind: 'playoff', groups: [qf, sf, final] },
  ];
}

/** The day's first two matches between clubs free that day, else its third and fourth, are rolling. */
function rollTwo(matches: readonly RawMatch[], busy: ReadonlySet<number>): void {
  const free = matches.filter((m) => !busy.has(m.home) && !busy.has(m.away));
  const chosen = free.length >= 2 ? free : matches.slice(2);
  chosen[0]!.rolling = 'hour';
  chosen[1]!.rolling = 'half';
}
