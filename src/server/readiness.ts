import type { DataLayer } from './data/index.js';
import { type AnswerCounts, mostlyUnavailable } from './recent-answers.js';

export interface Readiness {
  /** This instance can serve pages: the league API answers, or it holds league data to serve. */
  ready: boolean;
  upstream: 'up' | 'down' | 'not-configured';
  cachedResponses: number;
  /** Its page answers of the last minute, and how many were 503s. */
  recentPages: AnswerCounts;
}

/**
 * Readiness means "this instance can serve pages" (docs/decisions/0018-readiness.md): with the
 * league API down, an instance whose caches are warm still serves their last good copies, and
 * taking every such instance out of rotation would turn an API outage into a site outage. But an
 * instance whose pages of the last minute were mostly 503s serves next to nothing, whatever its
 * caches hold: it says so (docs/decisions/0075-readiness-by-answers.md).
 */
export async function readiness(data: DataLayer | null, recentPages: AnswerCounts): Promise<Readiness> {
  if (!data) return { ready: false, upstream: 'not-configured', cachedResponses: 0, recentPages };
  const up = await data.ping();
  return {
    ready: (up || data.cache.size > 0) && !mostlyUnavailable(recentPages),
    upstream: up ? 'up' : 'down',
    cachedResponses: data.cache.size,
    recentPages,
  };
}
