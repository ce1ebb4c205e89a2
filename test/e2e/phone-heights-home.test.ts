import { describe, expect, it } from 'vitest';
import { href } from '../../src/shared/routing/href.js';
import { hasBrowser, hydrated, newContext, sharedBrowserAndSite } from './browser.js';
import { type Ceiling, pagesOverCeiling } from './page-heights.js';

/** The global home and a region home, in a left-to-right and a right-to-left language. */
const PAGES = (['en', 'ar'] as const).flatMap((lang) => [
  href('index', lang, {}),
  href('region', lang, { region: 'espana' }),
]);
const CEILINGS: Ceiling[] = PAGES.map((path) => [path, 4500]);

describe.skipIf(!hasBrowser).each(['kings', 'queens'] as const)('home pages on a phone (%s)', (league) => {
  const site = sharedBrowserAndSite(league);

  it('keeps the home and the region home within a phone ceiling', async () => {
    expect(await pagesOverCeiling(site, CEILINGS)).toEqual([]);
  });

  it.each(PAGES)('%s makes a whole fixture row the link to its match', async (path) => {
    const context = await newContext(site.browser, { width: 390 });
    const page = await context.newPage();
    await page.goto(site.base + path);
    await hydrated(page);
    // Each linked row, as "row: what a tap at its middle and at its start-side edge would follow".
    const missed = await page.evaluate(() =>
      [...document.querySelectorAll('.region-live .match-card:has(.match-link)')].flatMap((card, i) => {
        card.scrollIntoView({ block: 'center' });
        const box = card.getBoundingClientRect();
        const link = card.querySelector('.match-link');
        const edge = getComputedStyle(card).direction === 'rtl' ? box.right - 4 : box.left + 4;
        const hits = [box.left + box.width / 2, edge].map((x) =>
          document.elementFromPoint(x, box.top + box.height / 2)?.closest('a'),
        );
        return hits.every((a) => a === link) ? [] : [`${i}: ${hits.map((a) => a?.className ?? 'nothing').join(', ')}`];
      }),
    );
    expect(await page.locator('.region-live .match-card .match-link').count()).toBeGreaterThan(0);
    expect(missed).toEqual([]);
    await context.close();
  });
});
