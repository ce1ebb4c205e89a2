import { describe, expect, it } from 'vitest';
import { LANGS, type Lang } from '../../../src/shared/config/locales.js';
import { ordinal } from '../../../src/shared/i18n/ordinals.js';

const POSITIONS: [Lang, number, string][] = [
  ['en', 1, '1st'],
  ['en', 2, '2nd'],
  ['en', 3, '3rd'],
  ['en', 4, '4th'],
  ['en', 11, '11th'],
  ['en', 12, '12th'],
  ['en', 13, '13th'],
  ['en', 21, '21st'],
  ['en', 22, '22nd'],
  ['en', 23, '23rd'],
  ['en', 101, '101st'],
  ['en', 111, '111th'],
  ['es', 1, '1º'],
  ['es', 2, '2º'],
  ['es', 3, '3º'],
  ['es', 12, '12º'],
  ['it', 1, '1º'],
  ['it', 2, '2º'],
  ['it', 3, '3º'],
  ['it', 12, '12º'],
  ['pt', 1, '1º'],
  ['pt', 2, '2º'],
  ['pt', 3, '3º'],
  ['pt', 12, '12º'],
  ['fr', 1, '1er'],
  ['fr', 2, '2e'],
  ['fr', 3, '3e'],
  ['fr', 11, '11e'],
  ['fr', 21, '21e'],
  ['de', 1, '1.'],
  ['de', 2, '2.'],
  ['de', 3, '3.'],
  ['de', 12, '12.'],
  ['ar', 1, '1'],
  ['ar', 2, '2'],
  ['ar', 3, '3'],
  ['ar', 12, '12'],
];

const NOT_POSITIONS: [Lang, number, string][] = LANGS.flatMap((lang): [Lang, number, string][] => [
  [lang, 0, '0'],
  [lang, -1, '-1'],
  [lang, -21, '-21'],
  [lang, 1.5, '1.5'],
  [lang, Number.NaN, 'NaN'],
]);

describe('ordinal', () => {
  it.each(POSITIONS)('in %s, position %i is written %s', (lang, n, expected) => {
    expect(ordinal(n, lang)).toBe(expected);
  });

  it.each(NOT_POSITIONS)('in %s, %s is not a position and stays %s', (lang, n, expected) => {
    expect(ordinal(n, lang)).toBe(expected);
  });
});
