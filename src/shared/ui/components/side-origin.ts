import type { Lang } from '../../config/locales.js';
import type { Translate } from '../../i18n/messages.js';
import { ordinal } from '../../i18n/ordinals.js';
import type { SideOrigin } from '../../league/bracket.js';

/** "QF1": a knockout match by its round and its place in it, in the page's words. */
export function matchLabel(t: Translate, round: { round: string | null; roundName: string }, index: number): string {
  const short = round.round ? t(`cups.short.${round.round}`) : round.roundName;
  return t('cups.matchLabel', { round: short, n: index });
}

/**
 * Where a side's team comes from, in the page's language ("Winner group A", "2nd group B",
 * "Winner QF1"); null when nothing is known. Never the league's placeholder team names.
 */
export function originLabel(t: Translate, lang: Lang, origin: SideOrigin): string | null {
  if (!origin) return null;
  switch (origin.kind) {
    case 'group':
      return origin.rank === 1
        ? t('cups.origin.groupWinner', { group: origin.group })
        : t('cups.origin.groupPlace', { place: ordinal(origin.rank, lang), group: origin.group });
    case 'table':
      return t('cups.origin.tablePlace', { place: ordinal(origin.rank, lang) });
    case 'winner':
      return t('cups.origin.winner', { match: matchLabel(t, origin, origin.index) });
  }
}

/** A bracket side's name: its team, else where the team comes from, else "To be decided". */
export function bracketSideName(
  t: Translate,
  lang: Lang,
  side: { team: { name: string } | null; origin: SideOrigin },
): string {
  return side.team?.name ?? originLabel(t, lang, side.origin) ?? t('matches.toBeDecided');
}
