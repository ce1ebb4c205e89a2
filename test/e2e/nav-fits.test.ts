import { describe, expect, it } from 'vitest';
import { hasBrowser, sharedBrowserAndSite } from './browser.js';

/** The desktop menu: one row at every width, sections fitting, a long list of competitions scrolling. */
describe.skipIf(!hasBrowser)('the main navigation on desktops', () => {
  const site = sharedBrowserAndSite();

  it.each([992, 1366, 1920])('keeps one row at %i px in every kind of menu and language', async (width) => {
    const context = await site.browser.newContext({ viewport: { width, height: 800 } });
    const page = await context.newPage();
    for (const path of ['/en', '/ar', '/en/espana', '/de/espana', '/fr/world-cup', '/ar/espana', '/pt/brazil']) {
      await page.goto(site.base + path);
      const menu = await page.evaluate(() => {
        const list = document.querySelector('.menu')!;
        const tops = new Set([...list.children].map((li) => Math.round(li.getBoundingClientRect().top)));
        return {
          rows: tops.size,
          sections: list.querySelector('.submenu') !== null,
          overflows: list.scrollWidth > list.clientWidth + 1,
          page: document.documentElement.scrollWidth <= innerWidth,
        };
      });
      expect(menu.rows, `${path} at ${width}`).toBe(1);
      expect(menu.page, `${path} at ${width}`).toBe(true);
      // A section menu (with submenus that must not be clipped) always fits.
      if (menu.sections) expect(menu.overflows, `${path} at ${width}`).toBe(false);
    }
    await context.close();
  });
});
