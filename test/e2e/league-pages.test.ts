import { describe, expect, it } from 'vitest';
import { fakeData } from '../helpers/fake-data.js';
import { axeViolations, browserAndSite, hasBrowser, hydrated, newContext, watchConsole } from './browser.js';

describe.skipIf(!hasBrowser)('league pages in a real browser', () => {
  const site = browserAndSite({}, { data: fakeData() });

  it.each(['/en/espana/tables', '/ar/espana/tables', '/en/espana/matches', '/ar/espana/matches?turn=1', '/en/espana/matches/30-t1-vs-t2', '/ar/espana/matches/30-t1-vs-t2', '/es/espana', '/ar/mena'])('%s hydrates cleanly, fits a phone and passes axe', async (path) => {
    const context = await newContext(site.browser, { bypassCSP: true, width: 360 });
    const page = await context.newPage();
    const problems = watchConsole(page);
    await page.goto(site.base + path);
    await hydrated(page);
    expect(await page.locator('table.standings tbody tr, .match-card, .scoreboard').count()).toBeGreaterThan(0);
    expect(problems).toEqual([]);
    const [scroll, client] = await page.evaluate(() => [document.documentElement.scrollWidth, document.documentElement.clientWidth]);
    expect(scroll).toBeLessThanOrEqual(client);
    expect(await axeViolations(page)).toEqual([]);
    await context.close();
  });
});

describe.skipIf(!hasBrowser)('a live match page', () => {
  const site = browserAndSite({}, { data: fakeData(undefined, { live: true }) });

  it('updates the score without a reload and announces the goal', async () => {
    const context = await newContext(site.browser);
    const page = await context.newPage();
    const problems = watchConsole(page);
    await page.goto(site.base + '/en/espana/matches/30-t1-vs-t2');
    await hydrated(page);
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
    const score = page.locator('.scoreboard-score');
    expect(await score.textContent()).toContain('2');
    await expect.poll(() => score.textContent(), { timeout: 20_000 }).toContain('3');
    expect(await page.locator('[aria-live="polite"]').textContent()).toContain('Goal for T1');
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);
    expect(problems).toEqual([]);
    await context.close();
  }, 40_000);
});
