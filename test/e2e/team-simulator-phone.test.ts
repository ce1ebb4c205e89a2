import { describe, expect, it } from 'vitest';
import { hasBrowser, hydrated, newContext, sharedBrowserAndSite } from './browser.js';

describe.skipIf(!hasBrowser)('the team simulator on a phone', () => {
  const site = sharedBrowserAndSite();

  it.each([
    ['en', 'Table', 'Predictions'],
    ['ar', 'الجدول', 'التوقعات'],
  ])(
    'in %s: the sticky switch brings the projected table within a screen, and back to the inputs',
    async (lang, table, inputs) => {
      const context = await newContext(site.browser, { bypassCSP: true, width: 390 });
      const page = await context.newPage();
      expect((await page.goto(`${site.base}/${lang}/brazil/team-simulator`))?.status()).toBe(200);
      await hydrated(page);
      const tableTop = () => page.locator('.sim-table').evaluate((el) => el.getBoundingClientRect().top);
      // Under the inputs, the table is many screens down.
      expect(await tableTop()).toBeGreaterThan(900 * 2);
      await page.getByText(table, { exact: true }).click();
      expect(await page.locator('.sim-fixtures').isVisible()).toBe(false);
      expect(await tableTop()).toBeLessThan(900);
      // Scrolled down the table, the switch stays in sight.
      await page.evaluate(() => window.scrollBy(0, 600));
      const toggle = await page.locator('.sim-view-toggle').evaluate((el) => el.getBoundingClientRect().top);
      expect(toggle).toBeGreaterThanOrEqual(0);
      await page.getByText(inputs, { exact: true }).click();
      expect(await page.locator('.sim-fixtures').isVisible()).toBe(true);
      await context.close();
    },
    90_000,
  );
});
