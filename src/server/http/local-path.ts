/**
 * A path for a `Location` header that can only lead to this site. Browsers drop tabs and line
 * breaks from URLs and read a backslash as a slash, so `//host`, `/\host` and `/\t/host` would
 * all leave the site: those characters go, and any run of leading slashes becomes one.
 */
export function localPath(path: string): string {
  return `/${path.replace(/[\t\n\r]/g, '').replace(/^[/\\]+/, '')}`;
}

/** The search string as the request wrote it (`?a=1`, or ''): a redirect keeps it. */
export const searchOf = (url: string): string => (url.includes('?') ? url.slice(url.indexOf('?')) : '');

/** Redirects the site builds from its own routes are stable: clients and CDNs may keep them for an hour. */
export const REDIRECT_CACHE_CONTROL = 'public, max-age=3600';

/** The longest path a page may have; longer ones are answered 414. */
export const MAX_PATH = 1024;
