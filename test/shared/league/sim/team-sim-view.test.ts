import { describe, expect, it } from 'vitest';
import { bracketPairs, isRemaining } from '../../../../src/shared/league/sim/team-sim-view.js';

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
