import type { WebContext } from '../../config/contexts.js';
import type { Lang } from '../../config/locales.js';
import type { Region } from '../../config/regions.js';
import { isBlocked } from '../../routing/checks.js';
import { tryHref } from '../../routing/href.js';
import { ROUTES, type RouteBase } from '../../routing/routes.js';
import { W } from '../../routing/words.js';
import { EXTERNAL } from './external-links.js';

export interface MenuItem {
  /** Message key of the label. */
  key: string;
  href: string;
  external?: boolean;
  children?: MenuItem[];
}

/**
 * An internal item exists only where its page exists in the language and is not blocked in
 * the region: the route table decides, never a second hand-written list.
 */
function page(key: string, base: RouteBase, region: Region, lang: Lang, extra: Record<string, string> = {}): MenuItem | null {
  if (isBlocked(ROUTES[base], region.context, region.slug)) return null;
  const href = tryHref(base, lang, { region: region.slug, ...extra } as never);
  return href ? { key, href } : null;
}

const external = (key: string, href: string): MenuItem => ({ key, href, external: true });
const present = (items: (MenuItem | null | false)[]): MenuItem[] => items.filter((i): i is MenuItem => Boolean(i));

function news(region: Region, lang: Lang): MenuItem | null {
  return region.newsLang === lang ? page('nav.news', 'region-news', region, lang, { news: W.news[lang] }) : null;
}

export function headerMenu(context: WebContext, region: Region, lang: Lang): MenuItem[] {
  const players = present([
    page('nav.draftPlayers', 'region-draft-players', region, lang),
    page('nav.wildcard', 'region-wildcard-players', region, lang),
    context === 'kings' && page('nav.legends', 'region-legends', region, lang),
    region.slug === 'italia' && external('nav.tryouts', EXTERNAL.tryouts),
  ]);
  const stats = present([page('nav.playerStats', 'region-stats', region, lang), page('nav.teamStats', 'region-stats-teams', region, lang)]);
  return present([
    page('nav.tables', 'region-tables', region, lang),
    page('nav.matches', 'region-matches', region, lang),
    page('nav.teams', 'region-teams', region, lang),
    players.length > 0 && { key: 'nav.players', href: players[0]!.href, children: players },
    stats.length > 0 && { key: 'nav.stats', href: stats[0]!.href, children: stats },
    page('nav.tournament', 'region-tournament', region, lang),
    news(region, lang),
    context === 'kings' && region.slug === 'espana' && external('nav.fantasy', EXTERNAL.fantasy),
    region.slug === 'italia' && external('nav.scorePrediction', EXTERNAL.scorePrediction),
  ]);
}

export function footerMenu(context: WebContext, region: Region, lang: Lang): MenuItem[] {
  return present([
    page('nav.qualifiersSpain', 'region-qualifiers-spain', region, lang),
    page('nav.qualifiersAmericas', 'region-qualifiers-americas', region, lang),
    page('nav.squadSimulator', 'region-squad-simulator', region, lang),
    page('nav.mercato', 'region-mercato', region, lang),
    page('nav.regulation', 'region-regulation', region, lang),
    page('nav.tickets', 'region-tickets', region, lang),
    page('nav.mediaAccreditation', 'region-media-accreditation', region, lang),
    page('nav.contact', 'region-contact-us', region, lang),
    page('nav.circulars', 'region-circulars', region, lang),
    page('nav.circulars', 'region-circolari', region, lang),
    page('nav.tierList', 'region-tier-list', region, lang),
    external('nav.careers', EXTERNAL.careers[context]),
  ]);
}

/** Pages that exist without a region: the stores, and legends or finalissima by context. */
export function globalMenu(context: WebContext, lang: Lang): MenuItem[] {
  const global = (key: string, base: RouteBase): MenuItem | null =>
    isBlocked(ROUTES[base], context, null) ? null : { key, href: tryHref(base, lang, {} as never)! };
  return present([global('nav.legends', 'legends'), global('page.finalissima', 'finalissima'), global('nav.stores', 'stores')]);
}
