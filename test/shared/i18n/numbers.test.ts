import { describe, expect, it } from 'vitest';
import { LANGS } from '../../../src/shared/config/locales.js';
import { formatNumber } from '../../../src/shared/i18n/numbers.js';

describe('formatNumber', () => {
  it.each(LANGS)('in %s, writes every whole number under a thousand as Intl does, Western digits', (lang) => {
    const intl = new Intl.NumberFormat(lang === 'ar' ? 'ar-001' : lang, { numberingSystem: 'latn' });
    const differ = Array.from({ length: 1000 }, (_, n) => n).filter((n) => formatNumber(n, lang) !== intl.format(n));
    expect(differ).toEqual([]);
  });

  it.each(LANGS)('in %s, writes figures of up to two decimals under a thousand as Intl does', (lang) => {
    const intl = new Intl.NumberFormat(lang === 'ar' ? 'ar-001' : lang, {
      maximumFractionDigits: 2,
      numberingSystem: 'latn',
    });
    const figures = Array.from({ length: 100_000 }, (_, n) => n / 100).concat([0.1 + 0.2, 1.005, 2.675, 999.999, 1e-7]);
    const differ = figures.filter((n) => formatNumber(n, lang) !== intl.format(n));
    expect(differ).toEqual([]);
  });

  it.each([
    ['de', 0.82, 2, '0,82'],
    ['de', 1000, 2, '1.000'],
    ['fr', 12_345, 2, '12\u202f345'],
    ['en', -3, 2, '-3'],
    ['ar', -3, 2, '\u200e-3'],
    ['es', 2.456, 1, '2,5'],
    ['pt', 7.5, 2, '7,5'],
  ] as const)('in %s, %d with at most %d decimals reads %j', (lang, value, decimals, written) => {
    expect(formatNumber(value, lang, decimals)).toBe(written);
  });
});
