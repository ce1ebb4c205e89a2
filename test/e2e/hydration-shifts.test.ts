import type { Browser } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolations, hasBrowser, hydrated, settled, sharedBrowserAndSite } from './browser.js';

const PHONE = { width: 390, height: 844 };

/**
 * Where `marker` starts on the page as the server sent it (its script kept from running) or once
 * hydrated. Whatever hydration shows or hides above it (a picker's button, the share button) must
 * leave it where it was: a layout shift, which Lighthouse counts against the page.
 */
async function markerTop(browser: Browser, url: string, marker: string, hydrate: boolean): Promise<number> {
  const context = await browser.newContext({ viewport: PHONE });
  try {
    if (!hydrate) await context.route(/\/assets\/entry-[^/]*\.js$/, (route) => route.abort());
    const page = await context.newPage();
    await page.goto(url);
    if (hydrate) await hydrated(page);
    await settled(page);
    return await page.evaluate(async (selector) => {
      await document.fonts.ready;
      const el = document.querySelector(selector);
      return el ? el.getBoundingClientRect().top + window.scrollY : Number.NaN;
    }, marker);
  } finally {
    await context.close();
  }
}

describe.skipIf(!hasBrowser).each(['kings', 'queens'] as const)('a phone page as it hydrates (%s)', (league) => {
  const site = sharedBrowserAndSite(league);

  it.each(['en', 'ar'])(
    'in %s: the team, player and tables pages move nothing below their picker and share button',
    async (lang) => {
      const teams = await (await fetch(`${site.base}/${lang}/espana/teams`)).text();
      const team = new RegExp(`/${lang}/espana/teams/\\d+-[\\w-]+`).exec(teams)?.[0];
      expect(team).toBeDefined();
      const squad = await (await fetch(site.base + team)).text();
      const player = new RegExp(`/${lang}/espana/players/\\d+-[\\w-]+`).exec(squad)?.[0];
      expect(player).toBeDefined();
      const pages = [
        [team!, '.team-section'],
        [player!, '.player-facts'],
        [`/${lang}/espana/tables`, 'figure.table-card'],
      ] as const;
      for (const [path, marker] of pages) {
        const served = await markerTop(site.browser, site.base + path, marker, false);
        const shown = await markerTop(site.browser, site.base + path, marker, true);
        expect(served, `${path} ${marker}`).toBeGreaterThan(0);
        expect(Math.abs(shown - served), `${path} ${marker}: ${served} → ${shown}`).toBeLessThan(1);
      }
    },
    60_000,
  );

  it.each(['en', 'ar'])("in %s: a team's season picker shows the whole season's name", async (lang) => {
    const teams = await (await fetch(`${site.base}/${lang}/espana/teams`)).text();
    const team = new RegExp(`/${lang}/espana/teams/\\d+-[\\w-]+`).exec(teams)?.[0];
    expect(team).toBeDefined();
    const context = await site.browser.newContext({ viewport: PHONE });
    const page = await context.newPage();
    await page.goto(site.base + team);
    await hydrated(page);
    // The chosen option's text, set in the field's font, against the room the field gives it.
    const [needed, room] = await page.locator('.season-picker select').evaluate((select: HTMLSelectElement) => {
      const style = getComputedStyle(select);
      const probe = document.createElement('span');
      probe.style.font = style.font;
      probe.style.whiteSpace = 'pre';
      probe.textContent = select.selectedOptions[0]!.text;
      document.body.append(probe);
      const width = probe.getBoundingClientRect().width;
      probe.remove();
      const arrow = 24;
      return [width, select.clientWidth - Number.parseFloat(style.paddingInlineStart) - arrow];
    });
    expect(needed).toBeGreaterThan(0);
    expect(needed).toBeLessThanOrEqual(room);
    await context.close();
  });

  it.each(['en', 'ar'])("in %s: the region home's links are targets of 24 px at least", async (lang) => {
    const context = await site.browser.newContext({ viewport: PHONE, bypassCSP: true });
    const page = await context.newPage();
    await page.goto(`${site.base}/${lang}/espana`);
    await hydrated(page);
    expect(await page.locator('.region-live a').count()).toBeGreaterThan(0);
    expect(await axeViolations(page, ['target-size'])).toEqual([]);
    await context.close();
  });
});
