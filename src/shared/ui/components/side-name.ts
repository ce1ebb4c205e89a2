import type { Translate } from '../../i18n/messages.js';

/** A match side's name, or the page's own words while the league data names no team for it. */
export function sideName(t: Translate, side: { name: string | null }): string {
  return side.name ?? t('matches.toBeDecided');
}
