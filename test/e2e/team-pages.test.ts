import { describe, expect, it } from 'vitest';
import { axeViolations, hasBrowser, hydrated, newContext, sharedBrowserAndSite, watchConsole } from './browser.js';

describe.skipIf(!hasBrowser)('team pages on the embedded league data in a real browser', () => {
  const site = sharedBrowserAndSite();

  it.each([
    ['/en/espana/teams', '.team-card'],
    ['/ar/espana/teams', '.team-card'],
    ['/en/espana/teams/1-1k-fc', '.team-player'],
    ['/ar/espana/teams/1-1k-fc?season=20', '.team-player'],
    ['/en/teams/11-ultimate-mostoles', '.match-card'],
    ['/ar/teams/11-ultimate-mostoles', '.match-card'],
  ])('%s hydrates cleanly, fits a 360 and 320 px phone and passes axe', async (path, selector) => {
    const context = await newContext(site.browser, { bypassCSP: true, width: 360 });
    const page = await context.newPage();
    const problems = watchConsole(page);
    await page.goto(site.base + path);
    await hydrated(page);
    expect(await page.locator(selector).count()).toBeGreaterThan(0);
    // Crests are served by the site from the league API: every one shown has loaded.
    const crests = page.locator('img.team-crest');
    await crests.first().scrollIntoViewIfNeeded();
    expect(
      await crests.first().evaluate((img: HTMLImageElement) => img.decode().then(() => img.naturalWidth)),
    ).toBeGreaterThan(0);
    expect(problems).toEqual([]);
    expect(await axeViolations(page)).toEqual([]);
    for (const width of [360, 320]) {
      await page.setViewportSize({ width, height: 900 });
      const [scroll, client] = await page.evaluate(() => [
        document.documentElement.scrollWidth,
        document.documentElement.clientWidth,
      ]);
      expect(scroll).toBeLessThanOrEqual(client);
      // Nothing in the page sheet sticks out of it either (the sheet itself may not scroll sideways).
      expect(
        await page.evaluate(() => {
          const main = document.querySelector('main')!;
          return main.scrollWidth - main.clientWidth;
        }),
      ).toBeLessThanOrEqual(0);
    }
    await context.close();
  });

  it('fits every squad name in its card, beside the rating, on a desktop and on a phone', async () => {
    const context = await newContext(site.browser, { width: 1366 });
    const page = await context.newPage();
    await page.goto(`${site.base}/en/espana/teams`);
    const teams = await page.locator('a.team-card').evaluateAll((links) => links.map((a) => a.getAttribute('href')!));
    expect(teams.length).toBeGreaterThan(1);
    const spilled: string[] = [];
    for (const width of [1366, 768, 320]) {
      await page.setViewportSize({ width, height: 900 });
      for (const team of teams) {
        await page.goto(site.base + team);
        const names = await page
          .locator('.team-player-name')
          .evaluateAll((spans) => spans.map((s) => ({ name: s.textContent, over: s.scrollWidth - s.clientWidth })));
        expect(names.length).toBeGreaterThan(0);
        spilled.push(...names.filter((n) => n.over > 0).map((n) => `${width} px ${team}: ${n.name} by ${n.over} px`));
      }
    }
    expect(spilled).toEqual([]);
    await context.close();
  }, 90_000);

  it('switches season without errors and opens a team from the list', async () => {
    const context = await newContext(site.browser);
    const page = await context.newPage();
    const problems = watchConsole(page);
    await page.goto(`${site.base}/en/espana/teams`);
    await hydrated(page);
    await page.locator('a.team-card[href="/en/espana/teams/1-1k-fc"]').click();
    await page.waitForSelector('h1:text("1K FC")');
    // Choosing is enough once hydrated: the picker navigates in place.
    await Promise.all([page.waitForURL(/season=20/), page.selectOption('#season', '20')]);
    await page.waitForSelector('.team-hero-season:text("Kings League Spain 2026")');
    expect(await page.locator('.team-hero-season').textContent()).toBe('Kings League Spain 2026');
    expect(problems).toEqual([]);
    await context.close();
  });
});
