import type { WebContext } from '../config/contexts.js';
import { LANGS, type Lang } from '../config/locales.js';
import { type RegionSlug, regionsFor } from '../config/regions.js';
import { runGuards } from './guards.js';
import { tryHref } from './href.js';
import { matchPath } from './match.js';
import type { PageKind } from './page-kinds.js';
import { ROUTE_BASES, ROUTES, type RouteBase, type RouteParams } from './routes.js';

/**
 * Pages a search engine may list: not the operators' status page, nor the site's own search
 * results, whose every query would be a page of its own, nor the comparison of two players, whose
 * pairs are endless (docs/decisions/0088).
 */
export const isListed = (kind: PageKind): boolean => kind !== 'health' && kind !== 'search' && kind !== 'compare';

/** A page of the route table that needs no league data to be addressed: its base, region and path. */
export interface ListedPage {
  base: RouteBase;
  region: RegionSlug | null;
  path: string;
}

/**
 * Every listed page of one language a crawler can reach without league data: no detail or news
 * parameters, and only where the region's guards let the page be.
 */
export function listedPages(context: WebContext, lang: Lang): ListedPage[] {
  const regions = regionsFor(context).filter((r) => r.navVisible);
  const pages: ListedPage[] = [];
  for (const base of ROUTE_BASES) {
    const params = ROUTES[base].params as readonly string[];
    if (params.some((p) => p !== 'region') || !isListed(ROUTES[base].kind)) continue;
    const candidates = params.includes('region') ? regions.map((r) => r.slug) : [null];
    for (const region of candidates) {
      const path = tryHref(base, lang, (region ? { region } : {}) as RouteParams<RouteBase>);
      const m = path === null ? null : matchPath(path);
      if (path !== null && m && runGuards(m, context).kind === 'ok') pages.push({ base, region, path });
    }
  }
  return pages;
}

/** Every listed page in every language. */
export function sitemapPaths(context: WebContext): string[] {
  return LANGS.flatMap((lang) => listedPages(context, lang).map((page) => page.path));
}
