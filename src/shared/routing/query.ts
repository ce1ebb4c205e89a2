import type { RouteDef } from './routes.js';

/**
 * The query parameters a page reads, and only those, in one order: what its loader sees, what
 * its head and links are built from, and what keys its page cache. A share link's `utm_source`
 * or `fbclid` therefore finds the same cached page as the plain address.
 */
export function readQuery(def: Pick<RouteDef, 'query'>, query: URLSearchParams): URLSearchParams {
  const read = new URLSearchParams();
  for (const name of def.query) for (const value of query.getAll(name)) read.append(name, value);
  return read;
}
