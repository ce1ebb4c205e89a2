import { describe, expect, it } from 'vitest';
import {
  axeViolations,
  cutShort,
  hasBrowser,
  hydrated,
  newContext,
  sharedBrowserAndSite,
  watchConsole,
} from './browser.js';

describe.skipIf(!hasBrowser)('club names in tables on a phone (390 px)', () => {
  const site = sharedBrowserAndSite();

  it.each(['/en/espana/tables', '/ar/espana/tables', '/en/world-cup/tournament', '/ar/world-cup/tournament'])(
    '%s shows every name whole, within the phone',
    async (path) => {
      const context = await newContext(site.browser, { bypassCSP: true, width: 390 });
      const page = await context.newPage();
      const problems = watchConsole(page);
      await page.goto(site.base + path);
      await hydrated(page);
      await page.evaluate(() => document.fonts.ready);
      expect(await page.locator('table').count()).toBeGreaterThan(0);
      expect(await cutShort(page)).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      expect(await axeViolations(page)).toEqual([]);
      expect(problems).toEqual([]);
      await context.close();
    },
  );
});
