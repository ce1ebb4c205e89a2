import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolations, hasBrowser, hydrated, newContext, sharedBrowserAndSite, watchConsole } from './browser.js';

/**
 * What sticks out sideways: the page's scroll width, and elements of the main area outside the
 * viewport (in RTL, content spilling to the left adds no scroll width, so it is looked for too).
 */
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

describe.skipIf(!hasBrowser)('player pages in a real browser, on the embedded league data', () => {
  const site = sharedBrowserAndSite();

  it.each([
    '/en/espana/players/1-ricardo-lopez',
    '/ar/espana/players/12-javier-molina',
    '/en/players/781-luca-de-luca',
    '/ar/players/781-luca-de-luca',
  ])('%s hydrates cleanly, shows its pictures, fits a phone and passes axe', async (path) => {
    const context = await newContext(site.browser, { bypassCSP: true, width: 360 });
    const page = await context.newPage();
    const problems = watchConsole(page);
    await page.goto(site.base + path);
    await hydrated(page);
    expect(await page.locator('.rating-card .rating-value').textContent()).toMatch(/^\d+$/);
    expect(await page.locator('.player-stats li').count()).toBeGreaterThan(0);
    expect(await page.locator('.match-card').count()).toBeGreaterThan(0);
    // The league API's picture and crest paths are served by the site itself.
    await page.locator('.rating-photo').scrollIntoViewIfNeeded();
    await expect
      .poll(() =>
        page.locator('.rating-photo').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0),
      )
      .toBe(true);
    expect(problems).toEqual([]);
    expect(await overflow(page)).toEqual({ scroll: 0, outside: [] });
    await page.setViewportSize({ width: 320, height: 800 });
    expect(await overflow(page)).toEqual({ scroll: 0, outside: [] });
    expect(await axeViolations(page)).toEqual([]);
    await context.close();
  });
});
