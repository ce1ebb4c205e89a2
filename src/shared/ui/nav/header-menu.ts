import type { WebContext } from '../../config/contexts.js';
import type { Lang } from '../../config/locales.js';
import { type Region, regionsFor } from '../../config/regions.js';
import { href } from '../../routing/href.js';
import { W } from '../../routing/words.js';
import { EXTERNAL } from './external-links.js';
import { externalItem, group, type MenuItem, memoMenu, present, regionItem } from './menu-item.js';

const competitions = memoMenu((context, _region, lang) =>
  regionsFor(context)
    .filter((r) => r.navVisible)
    .map((r) => ({ key: `regions.${r.slug}`, href: href('region', lang, { region: r.slug }) })),
);

/** Every competition of the context that navigation shows (King of Kings is hidden). */
export const competitionsMenu = (context: WebContext, lang: Lang): MenuItem[] => competitions(context, null, lang);

/** News exist only in the region's own language, under that language's word for news. */
function news(region: Region, lang: Lang): MenuItem | null {
  return region.newsLang === lang ? regionItem('nav.news', 'region-news', region, lang, { news: W.news[lang] }) : null;
}

function regionHeader(region: Region, lang: Lang): MenuItem[] {
  const item = (key: string, base: Parameters<typeof regionItem>[1]) => regionItem(key, base, region, lang);
  const players = present([
    item('nav.draftPlayers', 'region-draft-players'),
    item('nav.wildcard', 'region-wildcard-players'),
    item('nav.legends', 'region-legends'),
    region.slug === 'italia' && externalItem('nav.tryouts', EXTERNAL.tryouts),
  ]);
  const stats = present([item('nav.playerStats', 'region-stats'), item('nav.teamStats', 'region-stats-teams')]);
  // The league's own menu keeps its history and its games beside the tables.
  const competition = present([
    item('nav.tables', 'region-tables'),
    item('nav.champions', 'region-champions'),
    item('page.region-team-simulator', 'region-team-simulator'),
  ]);
  return present([
    group('nav.tables', competition),
    item('nav.matches', 'region-matches'),
    item('nav.teams', 'region-teams'),
    group('nav.players', players),
    group('nav.stats', stats),
    item('nav.tournament', 'region-tournament'),
    news(region, lang),
    region.context === 'kings' && region.slug === 'espana' && externalItem('nav.fantasy', EXTERNAL.fantasy),
    region.slug === 'italia' && externalItem('nav.scorePrediction', EXTERNAL.scorePrediction),
  ]);
}

/** docs/spec.md "Navigation by region": the header of a region; without one, the competitions. */
export const headerMenu = memoMenu((context, region, lang) =>
  region ? regionHeader(region, lang) : competitionsMenu(context, lang),
);

/**
 * The region header's own pages as plain links: a group whose page is its first child's stands for
 * that child (the tables), other groups and external links are left out.
 */
export const headerLinks = (context: WebContext, region: Region, lang: Lang): MenuItem[] =>
  headerMenu(context, region, lang)
    .map((i) => (i.children?.[0]?.href === i.href ? i.children[0] : i))
    .filter((i) => !i.external && !i.children);

/** The first stops of a region (tables, matches, teams), for pages that send the visitor on. */
export function mainSections(context: WebContext, region: Region | null, lang: Lang): MenuItem[] {
  if (!region) return [{ key: 'site.home', href: href('index', lang, {}) }, ...competitionsMenu(context, lang)];
  return headerLinks(context, region, lang).slice(0, 3);
}
