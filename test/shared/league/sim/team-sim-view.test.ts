import { describe, expect, it } from 'vitest';
import { bracketPairs, inPlayOrder, isRemaining } from '../../../../src/shared/league/sim/team-sim-view.js';

describe("the simulator's fixtures and draw", () => {
  it.each([
    ['notStarted', true],
    ['inPlay2H', true],
    ['halfTime', true],
    ['postponed', true],
    ['ended', false],
    ['endedAfterPenalties', false],
    ['cancelled', false],
    ['abandoned', false],
  ])('a %s match is still to decide: %s', (status, remaining) => expect(isRemaining({ status })).toBe(remaining));

  it.each([
    [
      8,
      [
        [1, 8],
        [4, 5],
        [2, 7],
        [3, 6],
      ],
    ],
    [
      4,
      [
        [1, 4],
        [2, 3],
      ],
    ],
    [2, [[1, 2]]],
    [6, []],
    [0, []],
  ])('%i play-off places pair as %j', (places, pairs) => expect(bracketPairs(places)).toEqual(pairs));
});

describe("the simulator's matchdays", () => {
  const fixture = (id: number, date: string | null, postponed = false) => ({
    id,
    homeId: 1,
    awayId: 2,
    date,
    postponed,
  });
  const turn = (id: number, ...fixtures: ReturnType<typeof fixture>[]) => ({ id, name: `Matchday ${id}`, fixtures });

  it.each([
    [
      'a moved matchday goes where it is played',
      [turn(9, fixture(91, '2026-12-20T16:00:00Z')), turn(10, fixture(101, '2026-12-13T16:00:00Z'))],
      [10, 9],
      [101, 91],
    ],
    [
      'fixtures by kick-off within their matchday, postponed and undated last',
      [
        turn(
          3,
          fixture(33, null),
          fixture(32, '2026-12-06T18:00:00Z'),
          fixture(34, '2026-12-06T10:00:00Z', true),
          fixture(31, '2026-12-06T16:00:00Z'),
        ),
      ],
      [3],
      [31, 32, 33, 34],
    ],
    [
      'a matchday with nothing dated goes last; ties keep their order',
      [
        turn(1, fixture(11, null)),
        turn(2, fixture(21, '2026-12-01T16:00:00Z')),
        turn(3, fixture(31, '2026-12-01T16:00:00Z')),
      ],
      [2, 3, 1],
      [21, 31, 11],
    ],
  ])('%s', (_case, turns, turnIds, fixtureIds) => {
    const ordered = inPlayOrder(turns);
    expect(ordered.map((t) => t.id)).toEqual(turnIds);
    expect(ordered.flatMap((t) => t.fixtures.map((f) => f.id))).toEqual(fixtureIds);
  });
});
