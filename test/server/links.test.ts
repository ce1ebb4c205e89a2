import { describe, expect, it } from 'vitest';
import { sharedEmbeddedSite } from '../helpers/embedded.js';

const LIMIT = 700;
const SKIP = /^\/(media|assets|img|icons|_payload|_live)\//;

/**
 * Every link the site renders leads to a page: a crawl from the home pages over the embedded
 * league (each context, English and Arabic) finds no 404 or 5xx behind any link.
 */
describe.each(['kings', 'queens'] as const)('links of the %s site', (context) => {
  const site = sharedEmbeddedSite({ WEB_CONTEXT: context });

  it.each(['/en', '/ar'])(
    'from %s, every link found answers 200',
    async (start) => {
      const seen = new Set([start]);
      const queue = [start];
      const broken: string[] = [];
      while (queue.length > 0 && seen.size < LIMIT) {
        const path = queue.shift()!;
        const res = await site.app.inject({ url: path });
        if (res.statusCode !== 200) {
          broken.push(`${path} → ${res.statusCode}`);
          continue;
        }
        for (const [, href] of res.body.matchAll(/<a [^>]*href="(\/[^"#]*)/g)) {
          const link = href!.replaceAll('&amp;', '&');
          if (!SKIP.test(link) && link.startsWith(start) && !seen.has(link)) {
            seen.add(link);
            queue.push(link);
          }
        }
      }
      expect(broken).toEqual([]);
      expect(seen.size).toBeGreaterThan(100);
    },
    120_000,
  );
});
