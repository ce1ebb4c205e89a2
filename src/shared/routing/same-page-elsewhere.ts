import type { WebContext } from '../config/contexts.js';
import type { Lang } from '../config/locales.js';
import type { RegionSlug } from '../config/regions.js';
import { runGuards } from './guards.js';
import { href, tryHref } from './href.js';
import { matchPath } from './match.js';
import { ROUTES, type RouteBase } from './routes.js';

/**
 * The page a visitor on `base` lands on when switching to `region`: the same section there (the
 * tables of Italy from Spain's) when that page exists in that region, else the region's home.
 * Pages of one item (a team, a match) have no counterpart elsewhere.
 */
export function samePageIn(base: RouteBase | null, region: RegionSlug, lang: Lang, context: WebContext): string {
  const home = href('region', lang, { region });
  const def = base ? ROUTES[base] : null;
  if (!base || !def || def.params.length !== 1 || def.params[0] !== 'region') return home;
  const target = tryHref(base, lang, { region } as never);
  const m = target === null ? null : matchPath(target);
  return target !== null && m?.base === base && runGuards(m, context).kind === 'ok' ? target : home;
}
