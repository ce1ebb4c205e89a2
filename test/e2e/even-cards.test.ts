import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { type BrowserAndSite, hasBrowser, hydrated, newContext, sharedBrowserAndSite } from './browser.js';

/**
 * Cards of one grid row whose `part` (or, with `height`, whose own box) does not line up: per
 * grid, the cards sharing a top must show `part` at one offset from it. As "top: offsets".
 */
function unevenRows(page: Page, grid: string, part: string | null): Promise<string[]> {
  return page.evaluate(
    ([grid, part]) => {
      const uneven: string[] = [];
      for (const list of document.querySelectorAll(grid)) {
        const rows = new Map<number, number[]>();
        for (const card of list.children) {
          const box = card.getBoundingClientRect();
          const target = part ? card.querySelector(part) : card;
          if (!target || box.height === 0) continue;
          const r = target.getBoundingClientRect();
          const top = Math.round(box.top);
          rows.set(top, [...(rows.get(top) ?? []), Math.round(part ? r.top - box.top : r.height)]);
        }
        for (const [top, offsets] of rows) if (new Set(offsets).size > 1) uneven.push(`${top}: ${offsets.join(' ')}`);
      }
      return uneven;
    },
    [grid, part] as const,
  );
}

const WIDTHS = [390, 620, 768, 1024, 1366];

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

  it.each(['/en', '/ar', '/en/espana/matches', '/ar/espana/matches', '/en/espana/tickets', '/ar/espana/tickets'])(
    '%s shows every fixture status of a row on one line, at every width',
    (path) =>
      atEveryWidth(site, path, '.match-list .match-status', (page) => unevenRows(page, '.match-list', '.match-status')),
  );

  it.each(['/en/espana/draft-players', '/ar/espana/draft-players'])(
    '%s gives the draft cards of a row one height',
    (path) => atEveryWidth(site, path, '.pool-grid .pool-card', (page) => unevenRows(page, '.pool-grid', null)),
  );
});
