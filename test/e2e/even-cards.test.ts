import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { type BrowserAndSite, hasBrowser, hydrated, newContext, sharedBrowserAndSite } from './browser.js';

/**
 * Cards of one grid row that do not line up: per grid, the cards sharing a top must show `part`
 * at one offset from it, or, with `height`, give `part` (the card itself when null) one height.
 * As "top: offsets".
 */
function unevenRows(
  page: Page,
  grid: string,
  part: string | null,
  measure: 'offset' | 'height' = 'offset',
): Promise<string[]> {
  return page.evaluate(
    ([grid, part, measure]) => {
      const uneven: string[] = [];
      for (const list of document.querySelectorAll(grid)) {
        const rows = new Map<number, number[]>();
        for (const card of list.children) {
          const box = card.getBoundingClientRect();
          const target = part ? card.querySelector(part) : card;
          if (!target || box.height === 0) continue;
          const r = target.getBoundingClientRect();
          const top = Math.round(box.top);
          rows.set(top, [...(rows.get(top) ?? []), Math.round(measure === 'offset' ? r.top - box.top : r.height)]);
        }
        for (const [top, offsets] of rows) if (new Set(offsets).size > 1) uneven.push(`${top}: ${offsets.join(' ')}`);
      }
      return uneven;
    },
    [grid, part, measure] as const,
  );
}

/** From a phone to a wide desktop, with the in-between widths where a longer date pushes its status down. */
const WIDTHS = [390, 620, 700, 768, 900, 1024, 1366];

/** Opens `path` on a phone, then widens the window step by step, asking `uneven` at each width. */
async function atEveryWidth(
  site: BrowserAndSite,
  path: string,
  cards: string,
  uneven: (page: Page) => Promise<string[]>,
) {
  const context = await newContext(site.browser, { bypassCSP: true, width: WIDTHS[0]! });
  const page = await context.newPage();
  await page.goto(site.base + path);
  await hydrated(page);
  await page.evaluate(() => document.fonts.ready);
  expect(await page.locator(cards).count()).toBeGreaterThan(0);
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 800 });
    expect(await uneven(page), `${path} at ${width}`).toEqual([]);
  }
  await context.close();
}

describe.skipIf(!hasBrowser).each(['kings', 'queens'] as const)('even card grids (%s)', (league) => {
  const site = sharedBrowserAndSite(league);

  const statusesEven = (path: string) =>
    atEveryWidth(site, path, '.match-list .match-status', (page) => unevenRows(page, '.match-list', '.match-status'));

  it.each(['/en', '/ar', '/en/espana/matches', '/ar/espana/matches', '/fr/espana/matchs', '/it/espana/partite'])(
    '%s shows every fixture status of a row on one line, at every width',
    statusesEven,
  );

  // The tickets list runs over several matchdays, from the 29th to the 6th: dates of two lengths side by side.
  it.each(['/en/espana/tickets', '/ar/espana/tickets', '/es/espana/entradas', '/it/espana/biglietti'])(
    '%s lists kick-offs of different lengths, and still shows every status of a row on one line',
    async (path) => {
      const html = await (await fetch(site.base + path)).text();
      const dates = [...html.matchAll(/<header class="match-meta"><time[^>]*>([^<]+)/g)].map((m) => m[1]!.length);
      expect(new Set(dates).size, path).toBeGreaterThan(1);
      await statusesEven(path);
    },
  );

  it.each(['/en/espana/matches', '/ar/espana/matches'])(
    '%s gives the fixture cards of a row one height, at every width',
    (path) =>
      atEveryWidth(site, path, '.match-list .match-card', (page) =>
        unevenRows(page, '.match-list', '.match-card', 'height'),
      ),
  );

  it.each(['/en/espana/draft-players', '/ar/espana/draft-players'])(
    '%s gives the draft cards of a row one height',
    (path) =>
      atEveryWidth(site, path, '.pool-grid .pool-card', (page) => unevenRows(page, '.pool-grid', null, 'height')),
  );
});
