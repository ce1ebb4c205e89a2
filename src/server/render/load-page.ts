import { CONTEXTS } from '../../shared/config/contexts.js';
import { findRegion } from '../../shared/config/regions.js';
import { prepareWhileWaiting } from '../../shared/i18n/dates.js';
import { tryHref } from '../../shared/routing/href.js';
import type { DataOf, PageKind } from '../../shared/routing/page-kinds.js';
import { ROUTES, type RouteBase, type RouteParams } from '../../shared/routing/routes.js';
import type { Config } from '../config.js';
import type { DataLayer } from '../data/index.js';
import { BadRequestError, NotFoundError, UpstreamError } from '../errors.js';
import type { InstanceStatus } from '../instance-status.js';
import type { LoaderContext, PageMeta, PageResult, SiteContext } from '../loaders/define-loader.js';
import { loaderOf } from '../loaders/index.js';
import type { Catalog } from '../messages.js';
import { shareHead } from '../share/address.js';
import { LateLoads } from './late-loads.js';
import { type Resolved, type ResolveInput, resolveError, resolvePage } from './resolve.js';

export interface PageDeps {
  config: Pick<Config, 'webContext' | 'siteOrigin'>;
  catalog: Catalog;
  data: DataLayer | null;
  /** The time a page may take for all its data calls together. */
  deadlineMs: number;
  instance: () => InstanceStatus;
  onDataError: (error: unknown) => void;
}

class DeadlinePassed extends UpstreamError {
  constructor(ms: number, path: string) {
    super(`page data not loaded within ${ms} ms`, path);
  }
}

/** The work's answer, or a failure once `ms` have passed; the work goes on and fills the data cache. */
export function withDeadline<T>(work: Promise<T>, ms: number, path: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new DeadlinePassed(ms, path)), ms);
  });
  return Promise.race([work, deadline]).finally(() => clearTimeout(timer));
}

/**
 * The page with all its data: route, guards, head, the loader and every late part, within the
 * page's deadline. A missing team or match is a 404; a page whose data failed is unavailable
 * (503), and one that lost a part is degraded: neither is kept, both say so
 * (docs/decisions/0015-degraded-pages.md).
 */
export async function loadPage(input: ResolveInput, deps: PageDeps): Promise<Resolved> {
  return finishPage(await startPage(input, deps));
}

/** A started page once its late parts are in: degraded if one failed. */
export async function finishPage(resolved: Resolved): Promise<Resolved> {
  const { lates, ...page } = resolved;
  if (!lates) return page;
  await lates.all();
  return lates.failed && !page.degraded ? asDegraded(page) : page;
}

/**
 * The page as far as its status is decided: the loader has returned, its late parts
 * (`ctx.later`) may still be loading, bound by the same deadline
 * (docs/decisions/0079-in-order-late-parts.md).
 */
export async function startPage(input: ResolveInput, deps: PageDeps): Promise<Resolved> {
  const resolved = resolvePage(input, deps.config, deps.catalog);
  const { state } = resolved;
  if (resolved.redirect || state.view.kind !== 'page' || !state.base) return resolved;
  const loader = loaderOf(ROUTES[state.base].kind);
  if (loader.source === 'none') return resolved;
  const site: SiteContext = {
    context: state.context,
    lang: state.lang,
    params: state.params,
    query: resolved.query,
    now: input.now,
    instance: deps.instance,
    base: state.base,
    t: deps.catalog.t[state.lang],
    region: state.region ? (findRegion(state.context, state.region) ?? null) : null,
    origin: deps.config.siteOrigin,
    url: deps.config.siteOrigin + input.path,
  };
  if (loader.source === 'site') return withResult(input, resolved, await loader.load(site), site, false);
  if (!deps.data) return unavailable(resolved);
  if (site.region) prepareWhileWaiting(site.lang, site.region.timeZone);
  let degraded = false;
  const deadlineAt = performance.now() + deps.deadlineMs;
  const lates = new LateLoads(deps.onDataError);
  const ctx: LoaderContext = {
    ...site,
    data: deps.data,
    part: async (work) => {
      try {
        return await work;
      } catch (error) {
        if (!(error instanceof NotFoundError)) {
          degraded = true;
          lates.lose();
          deps.onDataError(error);
        }
        return null;
      }
    },
    later: (work) => lates.add(withDeadline(work, Math.max(0, deadlineAt - performance.now()), input.path)),
    lacks: (what) => {
      degraded = true;
      lates.lose();
      deps.onDataError(new UpstreamError(`${what} unavailable`, input.path));
    },
  };
  try {
    const result = await withDeadline(loader.load(ctx), deps.deadlineMs, input.path);
    const page = withResult(input, resolved, result, site, degraded);
    return page.redirect || page.degraded ? page : { ...page, lates };
  } catch (error) {
    if (error instanceof NotFoundError) return resolveError(input, 404, error.message, deps.config, deps.catalog);
    if (error instanceof BadRequestError) return resolveError(input, 400, error.message, deps.config, deps.catalog);
    deps.onDataError(error);
    return unavailable(resolved);
  }
}

/** The loader's data and meta in the page, or the redirect to the page's one address. */
function withResult(
  input: ResolveInput,
  resolved: Resolved,
  result: PageResult<DataOf<PageKind>>,
  site: SiteContext,
  degraded: boolean,
): Resolved {
  const { state } = resolved;
  const canonical = result.canonical
    ? tryHref(state.base!, state.lang, { ...state.params, ...result.canonical } as RouteParams<RouteBase>)
    : null;
  if (canonical && canonical !== input.path) return { ...resolved, redirect: canonical };
  const loaded: Resolved = { ...resolved, state: { ...state, data: result.data }, degraded };
  const page = result.meta
    ? withMeta(loaded, result.meta, site.region?.leagueTitle ?? CONTEXTS[state.context].title, site.origin, input.path)
    : loaded;
  return degraded ? asDegraded(page) : page;
}

/** A page that lost a part: 503, not indexed, not kept. */
function asDegraded(page: Resolved): Resolved {
  return { ...page, degraded: true, state: { ...page.state, status: 503 }, head: { ...page.head, noindex: true } };
}

function unavailable(resolved: Resolved): Resolved {
  return {
    ...resolved,
    state: { ...resolved.state, view: { kind: 'unavailable' }, status: 503, data: null },
    head: { ...resolved.head, noindex: true },
    degraded: true,
  };
}

/** The loader's title, summary, JSON-LD and share image in the page's state and head. */
function withMeta(resolved: Resolved, meta: PageMeta, league: string, origin: string, path: string): Resolved {
  const title = meta.title ? `${meta.title} | ${league}` : resolved.state.title;
  return {
    ...resolved,
    state: { ...resolved.state, title },
    head: {
      ...resolved.head,
      title,
      ...(meta.description ? { description: meta.description } : {}),
      ...(meta.jsonLd ? { jsonLd: Array.isArray(meta.jsonLd) ? meta.jsonLd : [meta.jsonLd] } : {}),
      ...(meta.share ? shareHead(origin, path, meta.share) : {}),
      ...(meta.article ? { article: meta.article } : {}),
      ...(meta.profile ? { profile: true } : {}),
      ...(meta.links ? { links: meta.links } : {}),
      ...(meta.noindex ? { noindex: true } : {}),
    },
    ...(meta.share ? { share: meta.share } : {}),
  };
}
