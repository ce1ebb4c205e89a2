import { describe, expect, it } from 'vitest';
import { fakeData } from '../helpers/fake-data.js';
import { axeViolations, browserAndSite, hasBrowser, hydrated, newContext, watchConsole } from './browser.js';

describe.skipIf(!hasBrowser)('league pages in a real browser', () => {
  const site = browserAndSite({}, { data: fakeData() });

  it.each(['/en/espana/tables', '/ar/espana/tables', '/en/espana/matches', '/ar/espana/matches?turn=1'])('%s hydrates cleanly, fits a phone and passes axe', async (path) => {
    const context = await newContext(site.browser, { bypassCSP: true, width: 360 });
    const page = await context.newPage();
    const problems = watchConsole(page);
    await page.goto(site.base + path);
    await hydrated(page);
    expect(await page.locator('table.standings tbody tr, .match-card').count()).toBeGreaterThan(0);
    expect(problems).toEqual([]);
    const [scroll, client] = await page.evaluate(() => [document.documentElement.scrollWidth, document.documentElement.clientWidth]);
    expect(scroll).toBeLessThanOrEqual(client);
    expect(await axeViolations(page)).toEqual([]);
    await context.close();
  });
});
