import type { WebContext } from '../config/contexts.js';
import { LANGS } from '../config/locales.js';
import { regionsFor } from '../config/regions.js';
import { runGuards } from './guards.js';
import { tryHref } from './href.js';
import { matchPath } from './match.js';
import type { PageKind } from './page-kinds.js';
import { ROUTE_BASES, ROUTES, type RouteBase, type RouteParams } from './routes.js';

/**
 * Pages for search results: built, not the operators' status page, and not the comparison of two
 * players, whose pairs are endless (docs/decisions/0088).
 */
export const isListed = (kind: PageKind): boolean => kind !== 'health' && kind !== 'compare';

/**
 * Every page a crawler can reach without league data: no detail or news parameters, not the
 * status page, which is for operators, and no page that is not built yet.
 */
export function sitemapPaths(context: WebContext): string[] {
  const regions = regionsFor(context).filter((r) => r.navVisible);
  const paths: string[] = [];
  for (const base of ROUTE_BASES) {
    const params = ROUTES[base].params as readonly string[];
    if (params.some((p) => p !== 'region') || !isListed(ROUTES[base].kind)) continue;
    for (const lang of LANGS) {
      const candidates = params.includes('region') ? regions.map((r) => ({ region: r.slug })) : [{}];
      for (const p of candidates) {
        const path = tryHref(base, lang, p as RouteParams<RouteBase>);
        const m = path === null ? null : matchPath(path);
        if (path !== null && m && runGuards(m, context).kind === 'ok') paths.push(path);
      }
    }
  }
  return paths;
}
