import { type Lang, LOCALES } from '../config/locales.js';

const formats = new Map<string, Intl.NumberFormat>();

/**
 * A statistic as the language writes it (0,82 in German), with Western digits in every
 * language, as tables and scores show them; at most `decimals` decimals.
 */
export function formatNumber(value: number, lang: Lang, decimals = 2): string {
  const key = `${lang} ${decimals}`;
  let f = formats.get(key);
  if (!f)
    formats.set(
      key,
      (f = new Intl.NumberFormat(LOCALES[lang].tag, { maximumFractionDigits: decimals, numberingSystem: 'latn' })),
    );
  return f.format(value);
}
