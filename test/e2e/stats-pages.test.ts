import type { Browser, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { NOW, pageData } from '../helpers/app.js';
import { inNextMatchday } from '../helpers/embedded.js';
import {
  axeViolations,
  clippedAgainstTheirScript,
  embeddedBrowserAndSite,
  hasBrowser,
  hydrated,
  newContext,
  sharedBrowserAndSite,
  transitionsDone,
  watchConsole,
} from './browser.js';

const GOALS = '/en/espana/stats/goals';
const BY_MINUTES = `${GOALS}?orderBy=minutesPlayed`;
const BY_MINUTES_2 = `${BY_MINUTES}&page=2`;

/**
 * A page on a 360 px phone: it hydrates with no console problem, cuts no name from its start, has
 * no axe violation (with `dark`, no contrast one in the dark theme either) and no sideways scroll.
 * Gives how many elements match `selector`.
 */
async function onPhone(
  site: { browser: Browser; base: string },
  path: string,
  selector: string,
  { dark = false } = {},
): Promise<number> {
  const context = await newContext(site.browser, { bypassCSP: true, width: 360 });
  const page = await context.newPage();
  const problems = watchConsole(page);
  await page.goto(site.base + path);
  await hydrated(page);
  const shown = await page.locator(selector).count();
  expect(problems).toEqual([]);
  expect(await clippedAgainstTheirScript(page)).toEqual([]);
  expect(await axeViolations(page)).toEqual([]);
  if (dark) {
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.waitForFunction(transitionsDone);
    expect(await axeViolations(page, ['color-contrast'])).toEqual([]);
  }
  const [scroll, client] = await page.evaluate(() => [
    document.documentElement.scrollWidth,
    document.documentElement.clientWidth,
  ]);
  expect(scroll).toBeLessThanOrEqual(client);
  await context.close();
  return shown;
}

describe.skipIf(!hasBrowser)('statistics pages on the embedded league in a real browser', () => {
  const site = sharedBrowserAndSite();
  // The first pages also simulate the season and load the modules pages render, which on a busy
  // machine can outlast a page's deadline: that cold start is no statistics page's doing.
  beforeAll(async () => {
    for (const path of ['/en/espana/stats', GOALS]) await fetch(site.base + path);
  }, 120_000);

  const at = (page: Page) => page.evaluate(() => location.pathname + location.search);
  const marker = (page: Page) => page.evaluate(() => (window as unknown as { marker?: number }).marker);
  /** Which column the table says it is sorted by, and the rank of its first line. */
  const table = (page: Page) =>
    page.evaluate(() => ({
      sorted: [...document.querySelectorAll('.stats-table thead th[aria-sort]')].map(
        (th) => th.querySelector('[role="tooltip"]')?.textContent,
      ),
      firstRank: document.querySelector('.stats-table tbody td.rank')?.textContent,
      range: document.querySelector('.stats-range')?.textContent,
    }));

  async function follow(page: Page, path: string) {
    await page
      .locator(`a[href="${path}"]`)
      .first()
      .evaluate((a: HTMLAnchorElement) => a.click());
    await page.waitForURL(site.base + path);
    await page.waitForFunction(
      (p) => location.pathname + location.search === p && document.querySelector('.stats-table') !== null,
      path,
    );
  }

  it('sorts by a column and goes to page 2 without a reload, keeping the scroll; back restores both', async () => {
    const context = await newContext(site.browser, { width: 1280 });
    const page = await context.newPage();
    const problems = watchConsole(page);
    await page.goto(site.base + GOALS);
    await hydrated(page);
    // Survives client navigation, dies with a document reload.
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 42));
    const plain = await table(page);
    expect(plain.sorted).toEqual(['Rank']);

    await page.locator('.stats-table').scrollIntoViewIfNeeded();
    const scrolled = await page.evaluate(() => scrollY);
    expect(scrolled).toBeGreaterThan(0);
    await follow(page, BY_MINUTES);
    const sorted = await table(page);
    expect(sorted.sorted).toEqual(['Minutes played']);
    expect(await page.evaluate(() => scrollY)).toBe(scrolled);

    await page.locator('.stats-pager').scrollIntoViewIfNeeded();
    await follow(page, BY_MINUTES_2);
    const second = await table(page);
    expect(second.sorted).toEqual(['Minutes played']);
    expect(second.range).toMatch(/^21[–-]/);
    expect(await page.locator('.stats-pager a[aria-current="page"]').textContent()).toBe('2');

    await page.goBack();
    await page.waitForFunction((p) => location.pathname + location.search === p, BY_MINUTES);
    await expect.poll(() => table(page)).toEqual(sorted);
    await page.goBack();
    await page.waitForFunction((p) => location.pathname + location.search === p, GOALS);
    await expect.poll(() => table(page)).toEqual(plain);
    expect(await at(page)).toBe(GOALS);
    expect(await marker(page)).toBe(42);
    expect(problems).toEqual([]);
    await context.close();
  });

  it.each([
    ['/en/espana/stats', '.stat-card'],
    ['/ar/espana/stats', '.stat-card'],
    ['/en/espana/stats/best-goalkeeper', '.stats-table'],
    ['/ar/espana/stats/goals-grouped', '.stats-table'],
    ['/ar/espana/stats/matchday-mvp', '.mvp-card'],
    ['/en/espana/stats/teams/cards', '.stats-table'],
  ])('%s hydrates cleanly, fits a 360 px phone, cuts no name from its start and passes axe', async (path, selector) => {
    expect(await onPhone(site, path, selector)).toBeGreaterThan(0);
  });
});

describe.skipIf(!hasBrowser)('the matchday MVP while its matchday is played, in a real browser', () => {
  let now = NOW;
  const site = embeddedBrowserAndSite(() => now, { dataOnClock: true });
  // The clock moves into Spain's next matchday; the pages checked are in languages not asked for before.
  beforeAll(async () => {
    const page = await (await fetch(`${site.base}/es/espana/estadisticas/matchday-mvp`)).text();
    now = await inNextMatchday(
      site.upstream!,
      (pageData(page).state.data as { season: { selected: number } }).season.selected,
    );
  }, 120_000);

  it.each([
    ['/en/espana/stats/matchday-mvp', '.mvp-card .so-far'],
    ['/ar/espana/stats', '.stat-card .so-far'],
  ])('%s marks it, hydrates cleanly, fits a 360 px phone and passes axe in both themes', async (path, selector) => {
    expect(await onPhone(site, path, selector, { dark: true })).toBe(1);
  });
});
