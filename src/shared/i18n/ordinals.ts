import type { Lang } from '../config/locales.js';

const EN_SUFFIX: Record<Intl.LDMLPluralRule, string> = { one: 'st', two: 'nd', few: 'rd', other: 'th', zero: 'th', many: 'th' };
const enRules = new Intl.PluralRules('en', { type: 'ordinal' });

/**
 * A table position as each language writes it (SPEC.md §9). Arabic tables show the bare
 * number, as Arabic sports sites do; German writes the number with a full stop.
 */
export function ordinal(n: number, lang: Lang): string {
  if (!Number.isInteger(n) || n <= 0) return String(n);
  switch (lang) {
    case 'en':
      return `${n}${EN_SUFFIX[enRules.select(n)]}`;
    case 'es':
    case 'it':
    case 'pt':
      return `${n}º`;
    case 'fr':
      return n === 1 ? '1er' : `${n}e`;
    case 'de':
      return `${n}.`;
    case 'ar':
      return String(n);
  }
}
