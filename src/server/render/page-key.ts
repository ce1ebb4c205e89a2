import { LRUCache } from 'lru-cache';
import type { WebContext } from '../../shared/config/contexts.js';
import { isLang } from '../../shared/config/locales.js';
import { matchPath } from '../../shared/routing/match.js';
import { readQuery } from '../../shared/routing/query.js';

/**
 * Addresses seen recently and their keys: a hit must not match the route table again. Bounded as
 * 20 000 entries of size one, so that its slots grow as it fills (docs/decisions/0107).
 */
const seen = new LRUCache<string, string>({ maxSize: 20_000, sizeCalculation: () => 1 });

/**
 * The page cache's key for a request: the context, the path and the query parameters its route
 * reads, so `?utm_source=…` shares the plain address's entry. Null for a path without a
 * language, which renders in the visitor's own language and is not shared.
 */
export function pageKey(context: WebContext, url: string): string | null {
  const memo = `${context} ${url}`;
  const known = seen.get(memo);
  if (known !== undefined) return known;
  const at = url.indexOf('?');
  const path = at === -1 ? url : url.slice(0, at);
  if (!isLang(path.split('/', 2)[1])) return null;
  const match = matchPath(path);
  const search = match && at !== -1 ? readQuery(match.def, new URLSearchParams(url.slice(at + 1))).toString() : '';
  const key = `${context}:${path}${search ? `?${search}` : ''}`;
  seen.set(memo, key);
  return key;
}
