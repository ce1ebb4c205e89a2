import { describe, expect, it } from 'vitest';
import { CONTEXTS, type Gender } from '../../../src/shared/config/contexts.js';
import { filterPlayerStatsByGender, TOP_STATS_LIMIT, topStats } from '../../../src/shared/league/player-stats.js';

type Row = { id: string; player?: { gender?: Gender | null } | null; team?: { id: number } };

const rows: Row[] = [
  { id: 'man', player: { gender: 'male' } },
  { id: 'woman', player: { gender: 'female' } },
  { id: 'team line', team: { id: 3 } },
  { id: 'null player', player: null },
  { id: 'unknown gender', player: { gender: null } },
  { id: 'no gender key', player: {} },
];

describe('filterPlayerStatsByGender', () => {
  it.each([
    ['kings', CONTEXTS.kings.genders, ['man', 'team line', 'null player']],
    ['queens', CONTEXTS.queens.genders, ['woman', 'team line', 'null player']],
    ['both only', ['both'] as const, ['team line', 'null player']],
  ])('%s', (_label, genders, ids) => {
    expect(filterPlayerStatsByGender(rows, genders).map((r) => r.id)).toEqual(ids);
  });
});

describe('topStats', () => {
  it('uses the docs/spec.md §9 limit', () => {
    expect(TOP_STATS_LIMIT).toBe(3);
  });

  it.each([
    [[1, 2, 3, 4, 5], undefined, [1, 2, 3]],
    [[1, 2], undefined, [1, 2]],
    [[], undefined, []],
    [[1, 2, 3, 4, 5], 1, [1]],
    [[1, 2, 3], -2, []],
  ])('%j, limit %s → %j', (input, limit, expected) => {
    expect(topStats(input, limit)).toEqual(expected);
  });
});
