import { describe, expect, it } from 'vitest';
import { expectedGoals, simulateOdds } from '../../../../src/shared/league/sim/odds.js';
import { seeded } from '../../../../src/shared/league/sim/random.js';
import type { SimRow } from '../../../../src/shared/league/sim/rules.js';

const row = (teamId: number, points: number, goalsFor: number, goalsAgainst: number): SimRow => ({
  teamId,
  played: 4,
  won: 0,
  wonShootout: 0,
  lostShootout: 0,
  lost: 0,
  goalsFor,
  goalsAgainst,
  points,
});
const base = [row(1, 12, 20, 4), row(2, 6, 12, 12), row(3, 3, 8, 14), row(4, 0, 4, 14)];
const fixtures = [
  { id: 1, homeId: 1, awayId: 4 },
  { id: 2, homeId: 2, awayId: 3 },
  { id: 3, homeId: 3, awayId: 1 },
  { id: 4, homeId: 4, awayId: 2 },
];
const input = { base, fixtures, predictions: [], playoffPlaces: 2, runs: 2000, seed: 7 };

describe('the odds', () => {
  it('are the same for the same seed and differ for another', () => {
    expect(simulateOdds(input)).toEqual(simulateOdds(input));
    expect(simulateOdds({ ...input, seed: 8 })).not.toEqual(simulateOdds(input));
  });

  it('give every team a full distribution of places, and the play-offs the sum of the top places', () => {
    const odds = simulateOdds(input);
    for (const { teamId } of base) {
      const places = odds.places[teamId]!;
      expect(places.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 9);
      expect(odds.playoff[teamId]).toBeCloseTo(places[0]! + places[1]!, 9);
    }
    expect(odds.playoff[1]).toBeGreaterThan(0.9);
    expect(odds.playoff[4]).toBeLessThan(0.1);
  });

  it("respect the visitor's fixed results", () => {
    const fixed = simulateOdds({
      ...input,
      predictions: [
        [1, { home: 0, away: 9, shootout: null }],
        [3, { home: 9, away: 0, shootout: null }],
      ],
    });
    expect(fixed.places[4]![3]).toBeLessThan(simulateOdds(input).places[4]![3]!);
    expect(fixed.places[1]![0]).toBeLessThan(simulateOdds(input).places[1]![0]!);
  });

  it('rate attack and defence against the league mean', () => {
    const [strong, weak] = expectedGoals(base)(1, 4);
    expect(strong).toBeGreaterThan(weak);
  });

  it('draw from a seeded generator in [0, 1)', () => {
    const r = seeded(1);
    const values = Array.from({ length: 1000 }, r);
    expect(Math.min(...values)).toBeGreaterThanOrEqual(0);
    expect(Math.max(...values)).toBeLessThan(1);
  });
});
