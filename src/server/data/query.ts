import { remembered } from '../../shared/memo.js';

/** Query values as the league API reads them: lists become repeated keys (docs/upstream.md). */
export type QueryValue = string | number | boolean | null | undefined | readonly (string | number)[];
export type Query = Readonly<Record<string, QueryValue>>;

function pairs(query: Query | undefined): [string, string][] {
  const out: [string, string][] = [];
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value === null || value === undefined) continue;
    if (Array.isArray(value)) for (const item of value) out.push([key, String(item)]);
    else out.push([key, String(value)]);
  }
  return out;
}

/** `?a=1&b=2`, or '' for an empty query; keys keep the caller's order. */
export function queryString(query: Query | undefined): string {
  const search = new URLSearchParams(pairs(query)).toString();
  return search ? `?${search}` : '';
}

/**
 * The cache key of a request: the path and its query sorted by key, then value, so the same
 * request written in another order shares one entry. Every list parameter the site sends
 * (genders, competitions, categories) is a set, so sorting its values loses nothing.
 */
export function cacheKey(path: string, query?: Query): string {
  if (!query) return path;
  // Asked on every data call, a few dozen times for a front page: the same call site sends the same
  // query the same way, so its JSON finds the key already made.
  return madeKeys(`${path}\u0000${JSON.stringify(query)}`, () => makeKey(path, query));
}

const madeKeys = remembered<string>(4_096);

function makeKey(path: string, query: Query): string {
  const sorted = pairs(query).sort(([ak, av], [bk, bv]) => (ak === bk ? cmp(av, bv) : cmp(ak, bk)));
  // Each part escaped, so no value can pass for another key.
  let search = '';
  for (const [key, value] of sorted)
    search += `${search ? '&' : '?'}${encodeURIComponent(key)}=${encodeURIComponent(value)}`;
  return path + search;
}

function cmp(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/**
 * A path segment built from an id. Ids arrive from visitors' URLs, so anything but a
 * non-negative safe integer is refused before it can reshape the upstream path.
 */
export function idSegment(id: number): string | null {
  return Number.isSafeInteger(id) && id >= 0 ? String(id) : null;
}

/** Stat codes look like `GOL`, `ASS-V`, `CRT-G`; nothing else may reach a path. */
export function codeSegment(code: string): string | null {
  return /^[A-Za-z0-9][A-Za-z0-9-]{0,15}$/.test(code) ? code : null;
}
