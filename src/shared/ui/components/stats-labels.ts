import type { Lang } from '../../config/locales.js';
import type { Translate } from '../../i18n/messages.js';
import { formatNumber } from '../../i18n/numbers.js';

/** Fields of a stat line that are columns; any other column is a stat code. */
const FIELDS = ['total', 'totalAvg', 'total1T', 'total2T', 'matchesPlayed', 'minutesPlayed', 'ranking'] as const;
const isField = (column: string): boolean => (FIELDS as readonly string[]).includes(column);

/** A column's abbreviation (its header) and its full name (its title, the abbreviations list). */
export function columnLabel(t: Translate, column: string, main: string): { short: string; long: string } {
  const code = column === 'total' ? main : column;
  if (!isField(code)) return { short: t(`stats.abbr.${code}`), long: t(`stats.stat.${code}`) };
  return { short: t(`stats.abbr.${code}`), long: t(`stats.long.${code}`, { stat: t(`stats.stat.${main}`) }) };
}

/** Decimals a figure is written with: one for every figure that is not a count (averages, expected goals, pass accuracy; docs/decisions/0090). */
function decimals(column: string, main: string): number {
  const code = column === 'total' || column === 'total1T' || column === 'total2T' ? main : column;
  return code === 'totalAvg' || code === 'XG' || code === 'PAS-X' ? 1 : 0;
}

export function formatFigure(value: number | null, column: string, main: string, lang: Lang): string {
  return value === null ? '–' : formatNumber(value, lang, decimals(column, main));
}
