import type { Freshness } from '../../shared/routing/routes.js';
import { ROUTES } from '../../shared/routing/routes.js';
import type { SwrPolicy } from '../cache/swr-cache.js';
import { REDIRECT_CACHE_CONTROL } from '../http/local-path.js';
import type { Resolved } from './resolve.js';

/** Seconds a page is fresh, by its route's freshness. */
const FRESH_SECONDS: Record<Exclude<Freshness, 'none'>, number> = { live: 5, standard: 30 };
/** A rendered page is served stale for a minute while it re-renders, and for a day when rendering fails. */
const STALE_MS = 60_000;
const LAST_GOOD_COPY_MS = 24 * 60 * 60_000;
/** What a degraded answer tells clients and CDNs to wait before asking again. */
export const RETRY_AFTER_SECONDS = 30;

export interface PagePolicy {
  cacheControl: string;
  /** How the page cache keeps it; null: not kept. */
  keep: SwrPolicy | null;
  /** Its data failed in part or whole: an earlier good copy is better (docs/decisions/0015-degraded-pages.md). */
  degraded: boolean;
}

/** A 404 is an answer worth keeping for a while: unknown paths are cheap to repeat. */
export const NOT_FOUND_CACHE_CONTROL = 'public, max-age=0, s-maxage=30, stale-while-revalidate=60';

/** An answer in the visitor's own language (cookie, Accept-Language): only their browser may keep it, and it asks again. */
export const PERSONAL_CACHE_CONTROL = 'private, no-cache';

const NOT_KEPT = (degraded: boolean): PagePolicy => ({ cacheControl: 'no-store', keep: null, degraded });

/** Cache-Control and page-cache policy of a resolved page, so a CDN can absorb match-day load. */
export function pagePolicy(resolved: Resolved): PagePolicy {
  const { state } = resolved;
  if (resolved.redirect) {
    return {
      cacheControl: REDIRECT_CACHE_CONTROL,
      keep: { ttlMs: 60_000, staleWhileRevalidateMs: STALE_MS, staleIfErrorMs: LAST_GOOD_COPY_MS },
      degraded: false,
    };
  }
  if (resolved.degraded || state.view.kind === 'unavailable') return NOT_KEPT(true);
  if (state.status === 404) {
    return {
      cacheControl: NOT_FOUND_CACHE_CONTROL,
      keep: { ttlMs: 30_000, staleWhileRevalidateMs: STALE_MS, staleIfErrorMs: 0 },
      degraded: false,
    };
  }
  const fresh = state.base ? ROUTES[state.base].fresh : 'none';
  if (state.status !== 200 || fresh === 'none') return NOT_KEPT(false);
  const seconds = FRESH_SECONDS[fresh];
  return {
    cacheControl: `public, max-age=0, s-maxage=${seconds}, stale-while-revalidate=${seconds * 10}, stale-if-error=86400`,
    keep: { ttlMs: seconds * 1000, staleWhileRevalidateMs: STALE_MS, staleIfErrorMs: LAST_GOOD_COPY_MS },
    degraded: false,
  };
}
