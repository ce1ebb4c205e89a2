import { describe, expect, it } from 'vitest';
import {
  axeViolations,
  hasBrowser,
  hydrated,
  newContext,
  sharedBrowserAndSite,
  transitionsDone,
  watchConsole,
} from './browser.js';

describe.skipIf(!hasBrowser)('the roll of champions in a real browser', () => {
  const site = sharedBrowserAndSite();

  it('hydrates, has no serious axe violation in either theme, and reads right to left in Arabic', {
    timeout: 90_000,
  }, async () => {
    const context = await newContext(site.browser, { bypassCSP: true });
    const page = await context.newPage();
    const problems = watchConsole(page);
    const found: string[] = [];
    for (const path of ['/en/espana/champions', '/ar/espana/champions']) {
      await page.emulateMedia({ colorScheme: 'light' });
      expect((await page.goto(site.base + path))!.status()).toBe(200);
      await hydrated(page);
      found.push(...(await axeViolations(page)).map((v) => `${path} (light) ${v}`));
      await page.emulateMedia({ colorScheme: 'dark' });
      await page.waitForFunction(transitionsDone);
      found.push(...(await axeViolations(page, ['color-contrast'])).map((v) => `${path} (dark) ${v}`));
    }
    expect(found).toEqual([]);
    // Arabic: each fact's label starts at the right, its value follows to its left.
    const [label, value] = await Promise.all(
      ['.champion-facts dt', '.champion-facts dd'].map(async (s) => (await page.locator(s).first().boundingBox())!),
    );
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    expect(label!.x).toBeGreaterThan(value!.x);
    expect(problems).toEqual([]);
    await context.close();
  });
});
