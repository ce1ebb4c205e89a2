import type { Registry } from 'prom-client';
import { Gauge } from 'prom-client';
import { SwrCache } from '../cache/swr-cache.js';
import type { Encodable } from '../http/compressed.js';

/** A rendered page as it is sent, with its validator and its compressed bytes once asked for. */
export interface CachedPage extends Encodable {
  /** The page's route name, for logs and metrics of cache hits. */
  route: string;
  status: number;
  cacheControl: string;
  /** A redirect's target (the page's canonical address). */
  location?: string;
}

export type PageCache = SwrCache<CachedPage>;

/**
 * A render that must not be kept (its data failed): the page cache serves the last good copy
 * instead when it has one; otherwise this page is sent as it is.
 */
export class DegradedRender extends Error {
  constructor(readonly page: CachedPage) {
    super('degraded render');
  }
}

export interface PageCacheOptions {
  maxBytes: number;
  now?: () => number;
  onRefreshError?: (key: string, error: unknown) => void;
}

/** Rendered HTML per context, path and query, on the site's one SWR cache. */
export function createPageCache(options: PageCacheOptions): PageCache {
  return new SwrCache<CachedPage>({
    maxSize: options.maxBytes,
    sizeOf: (page) => page.body.length + 200,
    ...(options.now ? { now: options.now } : {}),
    ...(options.onRefreshError ? { onRefreshError: options.onRefreshError } : {}),
  });
}

export function registerPageCacheMetrics(registry: Registry, cache: PageCache): void {
  new Gauge({
    name: 'html_cache_lookups',
    help: 'Rendered-page cache lookups by outcome since start',
    labelNames: ['outcome'],
    registers: [registry],
    collect() {
      for (const [outcome, n] of Object.entries(cache.stats)) this.set({ outcome }, n);
    },
  });
  new Gauge({
    name: 'html_cache_bytes',
    help: 'Bytes of the rendered pages held',
    registers: [registry],
    collect() {
      this.set(cache.totalSize);
    },
  });
}
