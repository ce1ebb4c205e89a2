import { describe, expect, it } from 'vitest';
import type { Lang } from '../../../src/shared/config/locales.js';
import { ordinal } from '../../../src/shared/i18n/ordinals.js';

describe('ordinal suffixes per language', () => {
  it.each([
    [1, 'en', '1st'], [2, 'en', '2nd'], [3, 'en', '3rd'], [4, 'en', '4th'], [11, 'en', '11th'], [12, 'en', '12th'],
    [13, 'en', '13th'], [21, 'en', '21st'], [22, 'en', '22nd'], [23, 'en', '23rd'], [101, 'en', '101st'], [111, 'en', '111th'],
    [1, 'es', '1º'], [12, 'es', '12º'], [2, 'it', '2º'], [3, 'pt', '3º'],
    [1, 'fr', '1er'], [2, 'fr', '2e'], [11, 'fr', '11e'], [21, 'fr', '21e'],
    [1, 'de', '1.'], [12, 'de', '12.'],
    [1, 'ar', '1'], [12, 'ar', '12'],
    [0, 'en', '0'], [-1, 'es', '-1'], [1.5, 'fr', '1.5'],
  ] as [number, Lang, string][])('%i in %s is %s', (n, lang, expected) => {
    expect(ordinal(n, lang)).toBe(expected);
  });
});
