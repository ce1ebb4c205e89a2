import type { SwrPolicy } from '../cache/swr-cache.js';

const S = 1000;
const MIN = 60 * S;
const H = 60 * MIN;

/**
 * Freshness follows how fast the data change on a match day. Live match data move every few
 * seconds; schedules, tables and stats after each match; the season structure a few times a
 * season; teams, players and staff rarely. The stale bounds let a page keep working through
 * an upstream outage rather than showing nothing.
 */
export const POLICIES = Object.freeze({
  /** A match polled while it is live. */
  live: { ttlMs: 5 * S, staleWhileRevalidateMs: 5 * S, staleIfErrorMs: 10 * MIN },
  /** A match page, match-center data, a team's matches, a group's table. */
  matches: { ttlMs: 30 * S, staleWhileRevalidateMs: 2 * MIN, staleIfErrorMs: 6 * H },
  /**
   * A season with its phases, standings and results; its turns' MVPs, which move with each result
   * of an open turn and are marked by the season's schedule.
   */
  season: { ttlMs: 60 * S, staleWhileRevalidateMs: 5 * MIN, staleIfErrorMs: 6 * H },
  /** Player and team stats, rankings. */
  stats: { ttlMs: 5 * MIN, staleWhileRevalidateMs: 10 * MIN, staleIfErrorMs: 12 * H },
  /** Season clusters, a team's seasons, turn names. */
  structure: { ttlMs: 10 * MIN, staleWhileRevalidateMs: 30 * MIN, staleIfErrorMs: 24 * H },
  /** Teams, players, staff. */
  roster: { ttlMs: 30 * MIN, staleWhileRevalidateMs: 60 * MIN, staleIfErrorMs: 24 * H },
  /** News lists and articles. */
  news: { ttlMs: 2 * MIN, staleWhileRevalidateMs: 10 * MIN, staleIfErrorMs: 24 * H },
  /** Editorial pages (FAQs, regulation, circulars, contact): edited now and then, read by every visitor. */
  pages: { ttlMs: 10 * MIN, staleWhileRevalidateMs: 60 * MIN, staleIfErrorMs: 24 * H },
} satisfies Record<string, SwrPolicy>);

export type Family = keyof typeof POLICIES;
