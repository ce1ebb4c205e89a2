import { LOCALES, type Lang } from '../config/locales.js';

const formats = new Map<Lang, Intl.NumberFormat>();

/** A statistic as the language writes it (0,82 in German); at most two decimals. */
export function formatNumber(value: number, lang: Lang): string {
  let f = formats.get(lang);
  if (!f) {
    f = new Intl.NumberFormat(LOCALES[lang].tag, { maximumFractionDigits: 2 });
    formats.set(lang, f);
  }
  return f.format(value);
}
