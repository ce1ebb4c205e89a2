import type { DataLayer } from './data/index.js';

export interface Readiness {
  /** This instance can serve pages: the league API answers, or it holds league data to serve. */
  ready: boolean;
  upstream: 'up' | 'down' | 'not-configured';
  cachedResponses: number;
}

/**
 * Readiness means "this instance can serve pages" (docs/decisions/0018-readiness.md): with the
 * league API down, an instance whose caches are warm still serves their last good copies, and
 * taking every such instance out of rotation would turn an API outage into a site outage.
 */
export async function readiness(data: DataLayer | null): Promise<Readiness> {
  if (!data) return { ready: false, upstream: 'not-configured', cachedResponses: 0 };
  const up = await data.ping();
  return { ready: up || data.cache.size > 0, upstream: up ? 'up' : 'down', cachedResponses: data.cache.size };
}
