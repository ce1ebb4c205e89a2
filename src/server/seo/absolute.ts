/** A plain site path: segments of letters, digits, `_`, `-`, `~` and dots, none of them a dot segment. */
const PLAIN_PATH = /^(?:\/(?!\.\.?(?:\/|$))[\w.~-]+)+$/;

/**
 * A picture's address (a crest under /media, a photo elsewhere) made absolute for the head and
 * structured data: a plain site path by prefixing the site's origin, anything else through URL,
 * which resolves and encodes it against the page's address. Both give the same address for a
 * plain path; the prefix skips parsing one on every page.
 */
export function absolute(ref: string, origin: string, pageUrl: string): string {
  return PLAIN_PATH.test(ref) ? origin + ref : new URL(ref, pageUrl).href;
}
