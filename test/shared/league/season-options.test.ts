import { describe, expect, it } from 'vitest';
import { seasonOptions } from '../../../src/shared/league/season-options.js';

const season = (id: number, name: string, displayName: string | null, competition: string | null) =>
  ({
    id,
    name,
    displayName,
    competition: competition === null ? null : { id: id * 10, name: competition },
  }) as Parameters<typeof seasonOptions>[0][number];

describe('seasonOptions: a picker never lists two entries alike', () => {
  it.each([
    [
      'short names when they differ',
      [
        season(1, 'Kings League Spain 2025', '2025', 'Kings League Spain'),
        season(2, 'Kings League Spain 2026/27', '2026/27', 'Kings League Spain'),
      ],
      ['2025', '2026/27'],
    ],
    [
      'the competition beside a shared short name',
      [
        season(41, 'Kings League Spain 2026/27', '2026/27', 'Kings League Spain'),
        season(43, 'Copa 2026/27', '2026/27', 'Copa Kings & Queens'),
      ],
      ['Kings League Spain 2026/27', 'Copa Kings & Queens 2026/27'],
    ],
    [
      'the full name when the competition is unknown',
      [season(5, 'Split 1', '2026', null), season(6, 'Split 2', '2026', null)],
      ['Split 1', 'Split 2'],
    ],
    ['the name when there is no short one', [season(7, 'Season 7', null, 'Kings League Spain')], ['Season 7']],
    [
      'only the repeated ones changed',
      [season(1, 'A 2026', '2026', 'A'), season(2, 'B 2026', '2026', 'B'), season(3, 'A 2027', '2027', 'A')],
      ['A 2026', 'B 2026', '2027'],
    ],
  ])('%s', (_, seasons, names) => {
    expect(seasonOptions(seasons).map((o) => o.name)).toEqual(names);
  });
});
