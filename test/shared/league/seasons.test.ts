import { describe, expect, it } from 'vitest';
import { CONTEXTS, type Gender } from '../../../src/shared/config/contexts.js';
import { currentCluster, currentSeason, filterSeasons } from '../../../src/shared/league/seasons.js';

const kings = CONTEXTS.kings.genders;
const queens = CONTEXTS.queens.genders;

type Row = { id: number; competition?: { gender: Gender | null; visible?: boolean | null } | null };
type Dated = { id: number; isCurrent?: boolean | null; finish?: string | null };

const seasons: Row[] = [
  { id: 1, competition: { gender: 'male', visible: true } },
  { id: 2, competition: { gender: 'female', visible: true } },
  { id: 3, competition: { gender: 'both', visible: null } },
  { id: 4, competition: { gender: 'male', visible: false } },
  { id: 5, competition: { gender: 'female', visible: false } },
  { id: 6, competition: { gender: 'both' } },
  { id: 7, competition: null },
  { id: 8, competition: { gender: null, visible: true } },
  { id: 9 },
];

describe('filterSeasons', () => {
  it.each([
    ['kings', kings, [1, 3, 6]],
    ['queens', queens, [2, 3, 6]],
    ['no genders', [], []],
  ] as const)('%s', (_label, genders, ids) => {
    expect(filterSeasons(seasons, genders).map((s) => s.id)).toEqual(ids);
  });
});

describe('currentCluster and currentSeason', () => {
  it.each([
    [
      'the flagged one wins over a later finish',
      [
        { id: 1, isCurrent: true, finish: '2024-06-01T00:00:00.000Z' },
        { id: 2, isCurrent: false, finish: '2025-06-01T00:00:00.000Z' },
      ],
      1,
    ],
    [
      'else the last by finish, whatever the order',
      [
        { id: 1, finish: '2025-06-01T00:00:00.000Z' },
        { id: 2, finish: '2024-06-01T00:00:00.000Z' },
        { id: 3, finish: '2023-01-01T00:00:00.000Z' },
      ],
      1,
    ],
    [
      'else the last by finish at the end',
      [
        { id: 1, finish: '2023-01-01T00:00:00.000Z' },
        { id: 2, finish: '2025-01-01T00:00:00.000Z' },
      ],
      2,
    ],
    [
      'isCurrent null is not a flag',
      [
        { id: 1, isCurrent: null, finish: '2025-01-01' },
        { id: 2, isCurrent: false, finish: '2024-01-01' },
      ],
      1,
    ],
    [
      'equal finishes: the later in the list',
      [
        { id: 1, finish: '2025-01-01' },
        { id: 2, finish: '2025-01-01' },
      ],
      2,
    ],
    [
      'missing or broken finish ranks first',
      [
        { id: 1, finish: '2020-01-01' },
        { id: 2, finish: null },
        { id: 3, finish: 'soon' },
      ],
      1,
    ],
    ['only undated items: the last one', [{ id: 1, finish: null }, { id: 2 }], 2],
    [
      'two flagged: the first',
      [
        { id: 1, isCurrent: true },
        { id: 2, isCurrent: true },
      ],
      1,
    ],
    ['a single item', [{ id: 7, finish: null }], 7],
  ] as [string, Dated[], number][])('%s → %i', (_label, items, id) => {
    expect(currentCluster(items)?.id).toBe(id);
    expect(currentSeason(items)?.id).toBe(id);
  });

  it.each([[[]], [null], [undefined]] as [Dated[] | null | undefined][])('%j → null', (items) => {
    expect(currentCluster(items)).toBeNull();
    expect(currentSeason(items)).toBeNull();
  });
});
