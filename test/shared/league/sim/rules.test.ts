import { describe, expect, it } from 'vitest';
import { homeOutcome, type Prediction, projectTable, type SimRow } from '../../../../src/shared/league/sim/rules.js';

const row = (teamId: number, points = 0, goalsFor = 0, goalsAgainst = 0): SimRow => ({
  teamId,
  played: 0,
  won: 0,
  wonShootout: 0,
  lostShootout: 0,
  lost: 0,
  goalsFor,
  goalsAgainst,
  points,
});
const p = (home: number, away: number, shootout: Prediction['shootout'] = null): Prediction => ({
  home,
  away,
  shootout,
});

describe('homeOutcome: every match is decided (3/2/1/0)', () => {
  it.each([
    [p(3, 1), 'won'],
    [p(0, 2), 'lost'],
    [p(2, 2, 'home'), 'wonShootout'],
    [p(2, 2, 'away'), 'lostShootout'],
    [p(1, 1), null],
  ] as const)('%j → %s', (prediction, outcome) => expect(homeOutcome(prediction)).toBe(outcome));
});

describe('projectTable', () => {
  const base = [row(1, 6, 10, 5), row(2, 6, 8, 5), row(3, 3, 4, 8)];
  const fixtures = [
    { id: 10, homeId: 3, awayId: 1 },
    { id: 11, homeId: 2, awayId: 3 },
  ];

  it.each([
    ['no predictions keep the order', new Map(), [1, 2, 3], [6, 6, 3]],
    ['a win gives 3 and reorders on goal difference', new Map([[10, p(4, 0)]]), [2, 1, 3], [6, 6, 6]],
    ['a shoot-out gives 2 to its winner and 1 to its loser', new Map([[11, p(1, 1, 'away')]]), [2, 1, 3], [6, 7, 5]],
    ['an undecided draw counts for nothing', new Map([[11, p(1, 1)]]), [1, 2, 3], [6, 6, 3]],
  ] as const)('%s', (_, predictions, order, pointsById) => {
    const table = projectTable(base, fixtures, predictions);
    expect(table.map((r) => r.teamId)).toEqual(order);
    expect([1, 2, 3].map((id) => table.find((r) => r.teamId === id)!.points)).toEqual(pointsById);
  });

  it('ties go to goal difference, then goals scored, then team id', () => {
    const tied = [row(4, 3, 5, 5), row(2, 3, 6, 6), row(9, 3, 7, 5), row(1, 3, 5, 5)];
    expect(projectTable(tied, [], new Map()).map((r) => r.teamId)).toEqual([9, 2, 1, 4]);
  });

  it('credits both sides and leaves the published rows untouched', () => {
    const table = projectTable(base, fixtures, new Map([[10, p(2, 3)]]));
    expect(table.find((r) => r.teamId === 1)).toMatchObject({
      played: 1,
      won: 1,
      goalsFor: 13,
      goalsAgainst: 7,
      points: 9,
    });
    expect(table.find((r) => r.teamId === 3)).toMatchObject({
      played: 1,
      lost: 1,
      goalsFor: 6,
      goalsAgainst: 11,
      points: 3,
    });
    expect(base[0]!.played).toBe(0);
  });
});
