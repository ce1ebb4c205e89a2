import { type Lang, LOCALES } from '../config/locales.js';

const formats = new Map<string, Intl.NumberFormat>();
const decimalMarks = new Map<Lang, string>();

function formatOf(lang: Lang, decimals: number): Intl.NumberFormat {
  const key = `${lang} ${decimals}`;
  let f = formats.get(key);
  if (!f)
    formats.set(
      key,
      (f = new Intl.NumberFormat(LOCALES[lang].tag, { maximumFractionDigits: decimals, numberingSystem: 'latn' })),
    );
  return f;
}

function decimalMark(lang: Lang): string {
  let mark = decimalMarks.get(lang);
  if (mark === undefined)
    decimalMarks.set(
      lang,
      (mark = formatOf(lang, 2)
        .formatToParts(1.5)
        .find((p) => p.type === 'decimal')!.value),
    );
  return mark;
}

/** Under a thousand, at least 0, with no more decimals than asked: written without Intl (below). */
const PLAIN = /^\d{1,3}(?:\.(\d+))?$/;

/**
 * A statistic as the language writes it (0,82 in German), with Western digits in every
 * language, as tables and scores show them; at most `decimals` decimals.
 */
export function formatNumber(value: number, lang: Lang, decimals = 2): string {
  // A figure under a thousand that needs no rounding has no separator and no sign in any
  // language, only its decimal mark: most of a statistics page's figures, without Intl's cost.
  const plain = String(value);
  const digits = PLAIN.exec(plain);
  if (digits && (digits[1]?.length ?? 0) <= decimals) {
    return digits[1] === undefined ? plain : plain.replace('.', decimalMark(lang));
  }
  return formatOf(lang, decimals).format(value);
}
