import { CONTEXTS } from '../../shared/config/contexts.js';
import { findRegion } from '../../shared/config/regions.js';
import type { Config } from '../config.js';
import type { DataLayer } from '../data/index.js';
import { NotFoundError } from '../errors.js';
import { LOADERS } from '../loaders/index.js';
import { Loaded, UNAVAILABLE, type PageMeta } from '../loaders/types.js';
import type { Catalog } from '../messages.js';
import { resolveError, resolvePage, type ResolveInput, type Resolved } from './resolve.js';

export interface PageDeps {
  config: Pick<Config, 'webContext' | 'siteOrigin'>;
  catalog: Catalog;
  data: DataLayer | null;
  onDataError: (error: unknown) => void;
}

/**
 * Route, guards and head, then the page's data. A missing team or match is a 404; any other
 * data failure leaves the page up, saying what it could not load.
 */
export async function loadPage(input: ResolveInput, deps: PageDeps): Promise<Resolved> {
  const resolved = resolvePage(input, deps.config, deps.catalog);
  const { state } = resolved;
  const loader = state.view.kind === 'page' && state.base ? LOADERS[state.base] : undefined;
  if (!loader) return resolved;
  if (!deps.data) return { ...resolved, state: { ...state, data: UNAVAILABLE } };
  const region = state.region ? findRegion(state.context, state.region) ?? null : null;
  try {
    const result = await loader({
      data: deps.data, context: state.context, lang: state.lang, params: state.params, query: input.query, now: input.now, region,
      url: deps.config.siteOrigin + input.path,
    });
    if (!(result instanceof Loaded)) return { ...resolved, state: { ...state, data: result } };
    return withMeta({ ...resolved, state: { ...state, data: result.data } }, result.meta, region?.leagueTitle ?? CONTEXTS[state.context].title);
  } catch (error) {
    if (error instanceof NotFoundError) return resolveError(input, 404, error.message, deps.config, deps.catalog);
    deps.onDataError(error);
    return { ...resolved, state: { ...state, data: UNAVAILABLE } };
  }
}

/** The loader's title, summary and JSON-LD in the page's state and head. */
function withMeta(resolved: Resolved, meta: PageMeta, league: string): Resolved {
  const title = meta.title ? `${meta.title} | ${league}` : resolved.state.title;
  return {
    ...resolved,
    state: { ...resolved.state, title },
    head: {
      ...resolved.head,
      title,
      ...(meta.description ? { description: meta.description } : {}),
      ...(meta.jsonLd ? { jsonLd: meta.jsonLd } : {}),
    },
  };
}
