import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolations, hasBrowser, hydrated, newContext, sharedBrowserAndSite, watchConsole } from './browser.js';

/** What sticks out sideways: the page's scroll width and elements of the main area outside the viewport (RTL included). */
const overflow = (page: Page) =>
  page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const outside = [...document.querySelectorAll('main *:not(.visually-hidden)')].filter((el) => {
      const r = el.getBoundingClientRect();
      return r.width > 0 && (r.left < -0.5 || r.right > width + 0.5);
    });
    return {
      scroll: document.documentElement.scrollWidth - width,
      outside: outside.slice(0, 3).map((el) => el.className || el.tagName),
    };
  });

/** Page data asked for after the page loaded: a filter that works in place asks for none. */
function payloadRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/_payload/') || r.isNavigationRequest()) seen.push(r.url());
  });
  return seen;
}

const cards = (page: Page) => page.locator('.pool-grid > li').count();

describe.skipIf(!hasBrowser)('draft pages in a real browser, on the embedded league data', () => {
  const site = sharedBrowserAndSite();

  it.each([
    ['/en/espana/draft', '.draft-table'],
    ['/ar/espana/draft', '.draft-table'],
    ['/ar/espana/draft-players', '.pool-card'],
    ['/en/espana/draft/reserves', '.pool-card-rank'],
    ['/ar/espana/wildcard-players', '.wildcard-team'],
    ['/en/legends', '.legend-card'],
    ['/ar/espana/legends', '.legend-card'],
    ['/es/espana/mercato-fichajes', '.transfer'],
    ['/en/espana/mercato-transfers', '.transfer'],
    ['/ar/espana/join-the-draft', '.join-timeline'],
  ])('%s hydrates cleanly, fits a 360 and 320 px phone and passes axe', async (path, selector) => {
    const context = await newContext(site.browser, { bypassCSP: true, width: 360 });
    const page = await context.newPage();
    const problems = watchConsole(page);
    await page.goto(site.base + path);
    await hydrated(page);
    expect(await page.locator(selector).count()).toBeGreaterThan(0);
    expect(problems).toEqual([]);
    expect(await overflow(page)).toEqual({ scroll: 0, outside: [] });
    await page.setViewportSize({ width: 320, height: 800 });
    expect(await overflow(page)).toEqual({ scroll: 0, outside: [] });
    expect(await axeViolations(page)).toEqual([]);
    await context.close();
  });

  it('filters the draft pool as the visitor types and chooses, without asking the server, keeping the filters in the address', async () => {
    const context = await newContext(site.browser);
    const page = await context.newPage();
    const problems = watchConsole(page);
    await page.goto(`${site.base}/en/espana/draft-players`);
    await hydrated(page);
    const requests = payloadRequests(page);
    expect(await cards(page)).toBe(24);
    await expect.poll(() => page.locator('.pool-filters button[type="submit"]').isVisible()).toBe(false);

    await page.selectOption('#pool-position', 'goalkeeper');
    await expect.poll(() => page.url()).toBe(`${site.base}/en/espana/draft-players?position=goalkeeper`);
    const keepers = await cards(page);
    expect(keepers).toBeGreaterThan(0);
    expect(await page.locator('.pool-card-role').allTextContents()).toEqual(Array(keepers).fill('Goalkeeper'));

    await page.selectOption('#pool-team', 'available');
    expect(await page.locator('.pool-grid > li:not(.is-available)').count()).toBe(0);
    await page.fill('#pool-q', '');
    await page.selectOption('#pool-position', '');
    await page.selectOption('#pool-team', '');
    const name = (await page.locator('.pool-card-name').nth(5).textContent())!;
    await page.locator('#pool-q').pressSequentially(name.slice(0, 5).toUpperCase());
    await expect
      .poll(() => page.url())
      .toContain(`?q=${encodeURIComponent(name.slice(0, 5).toUpperCase()).replace(/%20/g, '+')}`);
    expect(await page.locator('.pool-card-name').allTextContents()).toContain(name);
    const found = await cards(page);
    expect(await page.locator('.pool-count').textContent()).toBe(
      `Players 1–${found} of ${found} with these filters (144 in all)`,
    );
    await page.locator('#pool-q').press('Enter');
    expect(requests).toEqual([]);

    // The address alone gives the same page: the filters are the server's too.
    const shown = await page.locator('.pool-card-name').allTextContents();
    await page.reload();
    await hydrated(page);
    expect(await page.locator('.pool-card-name').allTextContents()).toEqual(shown);
    expect(await page.inputValue('#pool-q')).toBe(name.slice(0, 5).toUpperCase());
    expect(problems).toEqual([]);
    await context.close();
  });

  it('keeps the filters chosen in place when the visitor switches language', async () => {
    const context = await newContext(site.browser);
    const page = await context.newPage();
    const problems = watchConsole(page);
    await page.goto(`${site.base}/en/espana/draft-players`);
    await hydrated(page);
    await page.selectOption('#pool-position', 'goalkeeper');
    await expect.poll(() => page.url()).toBe(`${site.base}/en/espana/draft-players?position=goalkeeper`);
    await page.click('.lang-switcher summary');
    await page.click('.lang-switcher a[hreflang="de-DE"]');
    await page.waitForURL(`${site.base}/de/espana/draft-spieler?position=goalkeeper`);
    await hydrated(page);
    expect(await page.inputValue('#pool-position')).toBe('goalkeeper');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('filters the pool with the form alone when no script runs', async () => {
    const context = await site.browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${site.base}/en/espana/draft-players`);
    await page.selectOption('#pool-position', 'defender');
    await page.selectOption('#pool-team', 'drafted');
    await Promise.all([
      page.waitForURL(/position=defender/),
      page.locator('.pool-filters button[type="submit"]').click(),
    ]);
    const roles = await page.locator('.pool-card-role').allTextContents();
    expect(roles.length).toBeGreaterThan(0);
    expect(new Set(roles)).toEqual(new Set(['Defender']));
    expect(await page.locator('.pool-grid > li.is-available').count()).toBe(0);
    await context.close();
  });

  it('filters the transfer window by team in place, and a player leads to his page', async () => {
    const context = await newContext(site.browser);
    const page = await context.newPage();
    const problems = watchConsole(page);
    await page.goto(`${site.base}/en/espana/mercato-transfers`);
    await hydrated(page);
    const requests = payloadRequests(page);
    const all = await page.locator('.transfer').count();
    await page.selectOption('#mercato-team', '5');
    await expect.poll(() => page.url()).toBe(`${site.base}/en/espana/mercato-transfers?team=5`);
    const rows = await page.locator('.transfer').count();
    expect(rows).toBeGreaterThan(0);
    expect(rows).toBeLessThan(all);
    expect(await page.locator('.transfer:not(:has(a[href="/en/espana/teams/5-kunisports"]))').count()).toBe(0);
    expect(requests).toEqual([]);
    const player = page.locator('.transfer-player a').first();
    const name = await player.textContent();
    await player.click();
    await page.waitForSelector(`h1:text("${name}")`);
    expect(problems).toEqual([]);
    await context.close();
  });
});
