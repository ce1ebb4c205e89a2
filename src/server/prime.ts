/** How many pages the priming reads, and how long it may take in all. */
export const PRIME_PAGES = 40;
const PRIME_DEADLINE_MS = 120_000;

/** The site's own addresses in a page's links: paths only, no query, no files. */
export function pageLinks(html: string): string[] {
  const links = new Set<string>();
  for (const [, href] of html.matchAll(/<a\s[^>]*?href="(\/[^"?#]*)"/g))
    if (href && !href.startsWith('//') && !/\.\w+$/.test(href)) links.add(href);
  return [...links];
}

/**
 * A page's kind, as far as its address tells: `/:lang/:region/partidos/:id` for every match page
 * in Spanish, `/:lang/:page` for a region's home and the pages beside it (legends, stores), whose
 * code is little beyond the region home's. The code that serves the pages of one kind is one.
 */
export function shapeOf(path: string): string {
  const [, lang, second, ...rest] = path.split('/');
  if (!lang) return '/';
  if (second === undefined) return '/:lang';
  if (rest.length === 0) return '/:lang/:page';
  return ['', ':lang', ':region', ...rest.map((part) => (/\d/.test(part) ? ':id' : part))].join('/');
}

/**
 * Reads the site's first pages as a visitor would reach them, from `/` through its links, breadth
 * first, one at a time (docs/decisions/0105): what V8 compiles meanwhile is what the code cache
 * keeps. Of pages that differ by an id only, the first is read.
 */
export async function readFirstPages(origin: string, pages = PRIME_PAGES): Promise<string[]> {
  const deadline = Date.now() + PRIME_DEADLINE_MS;
  while (
    !(await fetch(`${origin}/readyz`).then(
      (r) => r.ok,
      () => false,
    ))
  ) {
    if (Date.now() > deadline) throw new Error('the site was not ready in time to be primed');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const queue = ['/'];
  const seen = new Set(queue);
  // Pages of one kind in two regions, or for two teams, matches or posts, are one shape, read once.
  const shapes = new Set<string>();
  const read: string[] = [];
  while (queue.length && read.length < pages && Date.now() < deadline) {
    const path = queue.shift()!;
    const shape = shapeOf(path);
    if (shapes.has(shape)) continue;
    shapes.add(shape);
    const response = await fetch(origin + path, { headers: { 'accept-encoding': 'br, gzip' } });
    const html = await response.text();
    read.push(`${response.status} ${path}`);
    for (const link of pageLinks(html))
      if (!seen.has(link)) {
        seen.add(link);
        queue.push(link);
      }
  }
  return read;
}
