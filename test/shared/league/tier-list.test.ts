import { describe, expect, it } from 'vitest';
import type { BracketView } from '../../../src/shared/league/bracket.js';
import type { TableRow } from '../../../src/shared/league/tables-view.js';
import {
  defaultTiers,
  kingsPoints,
  rating,
  type TeamRecord,
  type TierOrder,
  teamRecords,
} from '../../../src/shared/league/tier-list.js';
import { decodeTiers, encodeTiers, placeTeam, stepTeam } from '../../../src/shared/league/tier-moves.js';

const team = (id: number) => ({ id, name: `T${id}`, shortName: `T${id}`, slug: `t${id}`, color: null, logo: null });
const record = (id: number, played: number, points: number, goalDifference = 0, goalsFor = 0): TeamRecord => ({
  team: team(id),
  played,
  points,
  goalDifference,
  goalsFor,
});
const order = (s: number[], a: number[] = [], b: number[] = [], c: number[] = [], d: number[] = []): TierOrder => ({
  S: s,
  A: a,
  B: b,
  C: c,
  D: d,
});

describe("a team's rating (docs/decisions/0029)", () => {
  it.each([
    ['points per match first', record(1, 2, 6), [3, 0, 0]],
    ['then goal difference per match', record(1, 4, 6, -2, 8), [1.5, -0.5, 2]],
    ['a team yet to play rates 0', record(1, 0, 0), [0, 0, 0]],
  ] as const)('%s', (_label, r, expected) => {
    expect(rating(r)).toEqual(expected);
  });

  it.each([
    ['a win', 3, 1, null, null, 3],
    ['a defeat', 1, 3, null, null, 0],
    ['a shoot-out win', 2, 2, 5, 4, 2],
    ['a shoot-out defeat', 2, 2, 3, 4, 1],
    ['a draw without a shoot-out', 2, 2, null, null, 0],
  ])('Kings points for %s', (_label, own, other, ownP, otherP, points) => {
    expect(kingsPoints(own, other, ownP, otherP)).toBe(points);
  });
});

describe('the default tiers', () => {
  it.each([
    [
      'ten teams: two per tier, best first',
      Array.from({ length: 10 }, (_, i) => record(i + 1, 3, 9 - i)),
      order([1, 2], [3, 4], [5, 6], [7, 8], [9, 10]),
    ],
    [
      'sixteen teams: the larger tier at the top',
      Array.from({ length: 16 }, (_, i) => record(i + 1, 3, 16 - i)),
      order([1, 2, 3, 4], [5, 6, 7], [8, 9, 10], [11, 12, 13], [14, 15, 16]),
    ],
    [
      'equal ratings share the better tier',
      [record(1, 3, 9), record(2, 3, 6), record(3, 3, 6), record(4, 3, 3), record(5, 3, 0)],
      order([1], [2, 3], [], [4], [5]),
    ],
    [
      'goal difference splits equal points',
      [record(2, 3, 6, -1), record(1, 3, 6, 4), record(3, 3, 3), record(4, 3, 1), record(5, 3, 0)],
      order([1], [2], [3], [4], [5]),
    ],
  ])('%s', (_label, records, expected) => {
    expect(defaultTiers(records)).toEqual(expected);
  });

  it('counts finished knockout matches like group matches', () => {
    const row = (teamId: number, played: number, points: number): TableRow => ({
      rank: 1,
      teamId,
      name: `T${teamId}`,
      slug: `t${teamId}`,
      shortName: `T${teamId}`,
      color: null,
      logo: null,
      played,
      won: 0,
      wonShootout: 0,
      lostShootout: 0,
      lost: 0,
      goalsFor: 4,
      goalsAgainst: 2,
      points,
      legend: null,
      secondary: null,
      form: [],
    });
    const side = (id: number, score: number, shootout: number | null) => ({
      team: team(id),
      origin: null,
      score,
      shootout,
      winner: false,
      path: false,
    });
    const bracket: BracketView = {
      name: 'KO',
      championId: null,
      rounds: [
        {
          name: 'SF',
          kind: 'semifinal',
          matches: [
            { id: 9, date: null, status: 'ended', linked: true, home: side(1, 2, 3), away: side(2, 2, 4) },
            { id: 10, date: null, status: 'scheduled', linked: true, home: side(1, 0, null), away: side(2, 0, null) },
          ],
        },
      ],
    };
    const [one, two] = teamRecords([{ rows: [row(1, 3, 9), row(2, 3, 3)] }], bracket);
    expect(one).toMatchObject({ played: 4, points: 10, goalDifference: 2, goalsFor: 6 });
    expect(two).toMatchObject({ played: 4, points: 5, goalDifference: 2, goalsFor: 6 });
  });
});

describe('moving teams', () => {
  const start = order([1, 2], [3], [], [4], [5]);
  it.each([
    ['up: to the end of the tier above', 3, 'up', order([1, 2, 3], [], [], [4], [5])],
    ['down: to the end of the tier below', 3, 'down', order([1, 2], [], [3], [4], [5])],
    ['up from S: nowhere', 1, 'up', start],
    ['down from D: nowhere', 5, 'down', start],
    ['before: one place earlier', 2, 'before', order([2, 1], [3], [], [4], [5])],
    ['after: one place later', 1, 'after', order([2, 1], [3], [], [4], [5])],
    ['after the last place: nowhere', 2, 'after', start],
  ] as const)('%s', (_label, id, step, expected) => {
    expect(stepTeam(start, id, step)).toEqual(expected);
  });

  it.each([
    ['into an empty tier', 1, 'B', 0, order([2], [3], [1], [4], [5])],
    ['between two teams', 5, 'S', 1, order([1, 5, 2], [3], [], [4], [])],
    ['past the end: at the end', 4, 'A', 99, order([1, 2], [3, 4], [], [], [5])],
  ] as const)('places a team %s', (_label, id, tier, index, expected) => {
    expect(placeTeam(start, id, tier, index)).toEqual(expected);
  });
});

describe('the share link', () => {
  const defaults = order([1, 2], [3], [4], [5], [6]);
  it('restores the list it was made from', () => {
    const made = order([6], [1, 3], [], [2, 5], [4]);
    expect(encodeTiers(made)).toBe('6_1-3__2-5_4');
    expect(decodeTiers(encodeTiers(made), defaults)).toEqual(made);
  });

  it.each([
    ['no link', null, null],
    ['the wrong number of tiers', '1_2_3', null],
    ['no known team', '99____', null],
    [
      'unknown and repeated ids dropped, left-out teams kept in their default tier',
      '6-99-6_x-1___',
      order([6, 2], [1, 3], [4], [5], []),
    ],
  ])('%s', (_label, value, expected) => {
    expect(decodeTiers(value, defaults)).toEqual(expected);
  });
});
