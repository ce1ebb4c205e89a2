import type { Lang } from '../config/locales.js';

const EN_SUFFIX: Record<Intl.LDMLPluralRule, string> = {
  zero: 'th',
  one: 'st',
  two: 'nd',
  few: 'rd',
  many: 'th',
  other: 'th',
};
// English ordinal rules (21st but 11th, 111th) are exactly what CLDR's ordinal categories encode.
const enRules = new Intl.PluralRules('en', { type: 'ordinal' });

/** A league-table position as each language writes it (docs/spec.md §9). */
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
      // Gulf and MENA sports sites show table positions as bare Western digits; a written ordinal would break the column.
      return String(n);
  }
}
