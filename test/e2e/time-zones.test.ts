import { describe, expect, it } from 'vitest';
import { hasBrowser, hydrated, sharedBrowserAndSite, watchConsole } from './browser.js';

/**
 * Kick-off times: the server writes the league's zone (Spain: CET), the hydrated page the
 * visitor's, named, with the league's one tap away and remembered.
 */
describe.skipIf(!hasBrowser)('kick-off time zones', () => {
  const site = sharedBrowserAndSite();

  async function visitor(timezoneId: string) {
    const context = await site.browser.newContext({ timezoneId, viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    return { context, page, problems: watchConsole(page) };
  }

  it("shows a New York visitor New York times, then Spain's on a tap, remembered, without a hydration warning", async () => {
    const html = await (await fetch(`${site.base}/en/espana/matches`)).text();
    expect(html).toContain('<span class="zone-name">CET</span>');
    expect(html).not.toContain('GMT-5');

    const { context, page, problems } = await visitor('America/New_York');
    await page.goto(`${site.base}/en/espana/matches`);
    await hydrated(page);
    const firstZone = page.locator('.match-card .zone-name').first();
    const note = page.locator('.zone-note');
    await expect.poll(() => firstZone.textContent()).toBe('GMT-5');
    expect(await note.textContent()).toContain('Times are in your time zone (GMT-5).');
    const iso = (await page.locator('.match-card time').first().getAttribute('datetime'))!;
    const newYork = new Intl.DateTimeFormat('en-GB', {
      timeZone: 'America/New_York',
      hour: '2-digit',
      minute: '2-digit',
    }).format(new Date(iso));
    expect(await page.locator('.match-card time').first().textContent()).toContain(newYork);

    await page.getByRole('button', { name: "Show the league's local time" }).click();
    await expect.poll(() => firstZone.textContent()).toBe('CET');
    expect(await note.textContent()).toContain("Times are the league's local time (CET).");

    await page.reload();
    await hydrated(page);
    expect(await firstZone.textContent()).toBe('CET');
    await page.getByRole('button', { name: 'Show my time zone' }).click();
    await expect.poll(() => firstZone.textContent()).toBe('GMT-5');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('the tickets page names the zone its match cards show, and switches both together', async () => {
    const { context, page, problems } = await visitor('UTC');
    await page.goto(`${site.base}/en/espana/tickets`);
    await hydrated(page);
    const zones = page.locator('.ticket-match .zone-name');
    const note = page.locator('#tickets-next ~ .zone-note');
    await expect.poll(() => zones.first().textContent()).toBe('UTC');
    expect(new Set(await zones.allTextContents())).toEqual(new Set(['UTC']));
    expect(await note.count()).toBe(1);
    expect(await note.textContent()).toContain('Times are in your time zone (UTC).');
    await note.getByRole('button', { name: "Show the league's local time" }).click();
    await expect.poll(() => zones.first().textContent()).toBe('CET');
    expect(await note.textContent()).toContain("Times are the league's local time (CET).");
    expect(await page.locator('main').textContent()).not.toContain('CET time');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('offers no switch to a visitor whose clock is the league’s', async () => {
    const { context, page, problems } = await visitor('Europe/Paris');
    await page.goto(`${site.base}/en/espana/matches`);
    await hydrated(page);
    await expect.poll(() => page.locator('.zone-same').first().textContent()).toBe('Same as your time');
    expect(await page.locator('.match-card .zone-name').first().textContent()).toBe('CET');
    expect(await page.locator('.zone-switch').count()).toBe(0);
    expect(problems).toEqual([]);
    await context.close();
  });

  // The note holds its switch's place from the server's HTML on, so applying the visitor's zone
  // moves nothing below it (a layout shift on every page with kick-offs otherwise).
  it.each([
    ['UTC', '/en'],
    ['UTC', '/ar'],
    ['America/New_York', '/en/espana/matches'],
    ['Europe/Paris', '/en/espana/matches'],
  ])('keeps the note one size on a phone, in %s, on %s', async (timezoneId, path) => {
    const heights = async (javaScriptEnabled: boolean) => {
      const context = await site.browser.newContext({
        timezoneId,
        javaScriptEnabled,
        viewport: { width: 390, height: 844 },
        isMobile: true,
      });
      const page = await context.newPage();
      await page.goto(`${site.base}${path}`);
      if (javaScriptEnabled) {
        await hydrated(page);
        // Once the visitor's zone is read: a switch that works, or the note that the clocks agree.
        await page.locator('.zone-note :is(button:not([disabled]), .zone-same)').first().waitFor();
      }
      const found = await page
        .locator('.zone-note')
        .evaluateAll((notes) => notes.map((note) => note.getBoundingClientRect().height));
      await context.close();
      return found;
    };
    const before = await heights(false);
    expect(before.length).toBeGreaterThan(0);
    expect(await heights(true)).toEqual(before);
  });
});
