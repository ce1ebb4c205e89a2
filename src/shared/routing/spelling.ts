import { tryHref } from './href.js';
import type { RouteMatch } from './match.js';
import { ID_PARAMS } from './refs.js';
import type { RouteBase, RouteParams } from './routes.js';

/** Percent-escapes in one case: `%d8` and `%D8` are the same byte, not another address. */
const escapesInCapitals = (path: string) => path.replace(/%[0-9a-f]{2}/gi, (code) => code.toUpperCase());

/** The path with escapes of letters, digits and `-._~` written as themselves (RFC 3986 §6.2.2.2). */
export const unreservedDecoded = (path: string) =>
  path.replace(/%(4[1-9a-f]|5[0-9a]|6[1-9a-f]|7[0-9a]|3[0-9]|2d|2e|5f|7e)/gi, (_, hex: string) =>
    String.fromCharCode(parseInt(hex, 16)),
  );

/** An id written with leading zeros (`02142`) is the same id. */
const unpadded = (id: string) => id.replace(/^0+(?=\d)/, '');

/**
 * The page's own address when the request spelled it otherwise: a letter written as its
 * percent-escape (`/en/%65spana`), an id with leading zeros. Each spelling would otherwise be a
 * page of its own to search engines and to the page cache. Null when the path is the page's.
 */
export function ownSpelling(match: RouteMatch, path: string): string | null {
  const padded = Object.entries(match.params).some(([key, value]) => ID_PARAMS.has(key) && unpadded(value) !== value);
  if (!padded && !path.includes('%')) return null;
  const params = padded
    ? Object.fromEntries(
        Object.entries(match.params).map(([key, value]) => [key, ID_PARAMS.has(key) ? unpadded(value) : value]),
      )
    : match.params;
  const own = tryHref(match.base, match.lang, params as RouteParams<RouteBase>);
  return own !== null && own !== escapesInCapitals(path) ? own : null;
}
