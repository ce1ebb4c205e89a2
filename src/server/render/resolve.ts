import { LRUCache } from 'lru-cache';
import { CONTEXTS } from '../../shared/config/contexts.js';
import { isLang, type Lang } from '../../shared/config/locales.js';
import type { Region } from '../../shared/config/regions.js';
import { type Alternate, alternatesOf } from '../../shared/routing/alternates.js';
import { runGuards } from '../../shared/routing/guards.js';
import { matchPath, type RouteMatch } from '../../shared/routing/match.js';
import { readQuery } from '../../shared/routing/query.js';
import { ROUTES } from '../../shared/routing/routes.js';
import { isListed } from '../../shared/routing/sitemap.js';
import { ownSpelling, unreservedDecoded } from '../../shared/routing/spelling.js';
import type { PageState, View } from '../../shared/ui/state.js';
import type { Config } from '../config.js';
import type { Catalog } from '../messages.js';
import type { SharePicture } from '../share/card.js';
import { buildHead, type HeadData } from './head.js';
import type { LateLoads } from './late-loads.js';

export interface Resolved {
  state: PageState;
  head: HeadData;
  /** Why the page is not the route's page, for the logs ('Page not found: /x'). */
  reason: string | null;
  /** The page's own validation failed: a client navigation keeps the previous URL. */
  fatal: boolean;
  /** Part of the page's data could not be loaded: it is not kept and says so (status 503). */
  degraded: boolean;
  /** The page's one address (a path: the request's query goes with it), when the request spelled it otherwise. */
  redirect: string | null;
  /** The query parameters the page reads (routing/query.ts): all its loader and head see. */
  query: URLSearchParams;
  /** Parts of the page's data still loading when its loader returned (startPage, render/load-page.ts). */
  lates?: LateLoads;
  /** The page's own share image, which its head points to (plugins/share-images.ts draws it). */
  share?: SharePicture;
}

export interface ResolveInput {
  path: string;
  query: URLSearchParams;
  /** The language of a path that has none (cookie, Accept-Language, default). */
  fallbackLang: Lang;
  now: Date;
}

/**
 * The same page in seven languages takes a dozen route matches and guard runs; it depends only
 * on the route and its params, not on the language it is asked in, so it is worked out once per
 * page for all seven (a crawler reads each page in every language). 20 000 entries of size one:
 * its slots grow as it fills (docs/decisions/0107).
 */
const alternatesCache = new LRUCache<string, Record<Lang, Alternate>>({ maxSize: 20_000, sizeCalculation: () => 1 });

function cachedAlternates(match: RouteMatch | null, context: Config['webContext']): Record<Lang, Alternate> {
  const key = match ? `${context} ${match.base} ${JSON.stringify(match.params)}` : `${context} -`;
  let alternates = alternatesCache.get(key);
  if (!alternates) alternatesCache.set(key, (alternates = Object.freeze(alternatesOf(match, context))));
  return alternates;
}

/** Route, guards, title and head of a request: everything but the page's data. */
export function resolvePage(
  input: ResolveInput,
  config: Pick<Config, 'webContext' | 'siteOrigin'>,
  catalog: Catalog,
): Resolved {
  const context = config.webContext;
  const site = CONTEXTS[context];
  const match = matchPath(input.path);
  // One address per page: `/es/espana/%63lasificacion` is `/es/espana/clasificacion` with an
  // escape, `/EN/espana` is `/en/espana` in capitals (a path of no page only: escapes of other
  // characters may be written in either case).
  const plain = unreservedDecoded(input.path);
  const lower = input.path.toLowerCase();
  const respelled =
    plain !== input.path && matchPath(plain)
      ? plain
      : !match && lower !== input.path && matchPath(lower)
        ? lower
        : null;
  if (respelled) {
    const resolved = resolvePage({ ...input, path: respelled }, config, catalog);
    return { ...resolved, redirect: resolved.redirect ?? respelled };
  }
  const query = match ? readQuery(match.def, input.query) : new URLSearchParams();
  const first = input.path.split('/', 2)[1];
  const lang: Lang = match?.lang ?? (isLang(first) ? first : input.fallbackLang);
  const t = catalog.t[lang];
  const guard = match ? runGuards(match, context) : null;
  const region: Region | null = guard && (guard.kind === 'ok' || guard.kind === 'blocked') ? guard.region : null;

  let view: View = { kind: 'page' };
  let status = 200;
  let reason: string | null = null;
  if (!match) [view, status, reason] = [{ kind: 'not-found' }, 404, `Page not found: ${input.path}`];
  else if (guard?.kind === 'invalid')
    [view, status, reason] = [{ kind: 'not-found' }, 404, `Page Not Found: ${input.path}`];
  else if (guard?.kind === 'unknown-region')
    [view, status, reason] = [{ kind: 'not-found' }, 404, `Unknown region: ${input.path}`];
  else if (guard?.kind === 'blocked')
    [view, status, reason] = [{ kind: 'blocked' }, 404, `Blocked for this region: ${input.path}`];

  const league = region?.leagueTitle ?? site.title;
  const title =
    view.kind === 'page'
      ? `${t(`page.${match!.base}`)} | ${league}`
      : view.kind === 'blocked'
        ? `${t('blocked.title', { league })} | ${league}`
        : errorTitle(t, status, site.title);
  const alternates = cachedAlternates(view.kind === 'page' ? match : null, context);

  const state: PageState = {
    context,
    lang,
    routeName: match?.name ?? null,
    base: match?.base ?? null,
    params: match?.params ?? {},
    region: region?.slug ?? null,
    view,
    status,
    path: input.path,
    search: query.toString(),
    alternates,
    title,
    now: input.now.toISOString(),
    data: null,
  };
  const head = buildHead({
    context,
    origin: config.siteOrigin,
    lang,
    path: input.path,
    query,
    title,
    description: region ? t('site.regionDescription', { league }) : t('site.description', { title: site.title }),
    region,
    alternates: view.kind === 'page' ? alternates : null,
    // The status page is for operators, and a page not built yet is nothing to find.
    noindex: status !== 200 || (match !== null && !isListed(ROUTES[match.base].kind)),
  });
  const redirect = view.kind === 'page' ? ownSpelling(match!, input.path) : null;
  return { state, head, reason, fatal: guard?.kind === 'invalid', degraded: false, redirect, query };
}

/** A tab saying "not found" in the page's language; other errors keep their status, which reads the same everywhere. */
function errorTitle(t: Catalog['t'][Lang], status: number, siteTitle: string): string {
  return status === 404 ? `${t('error.404.message')} | ${siteTitle}` : `${siteTitle} ${status}`;
}

/** The error screen for a request that failed after routing: 'Error: {status}, {message}' or the 404 screen. */
export function resolveError(
  input: ResolveInput,
  status: number,
  message: string,
  config: Pick<Config, 'webContext' | 'siteOrigin'>,
  catalog: Catalog,
): Resolved {
  const resolved = resolvePage(input, config, catalog);
  const site = CONTEXTS[config.webContext];
  const title = errorTitle(catalog.t[resolved.state.lang], status, site.title);
  const view: View = status === 404 ? { kind: 'not-found' } : { kind: 'error', status, message };
  return {
    state: { ...resolved.state, view, status, title, data: null },
    head: { ...resolved.head, title, noindex: true, hreflang: [], localeAlternates: [] },
    reason: message,
    fatal: false,
    degraded: false,
    redirect: null,
    query: new URLSearchParams(),
  };
}
