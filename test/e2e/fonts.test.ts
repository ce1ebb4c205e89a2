import { describe, expect, it } from 'vitest';
import { hasBrowser, hydrated, sharedBrowserAndSite, watchConsole } from './browser.js';

/** Headings in the site's own faces, served by the site: Barlow Condensed, and Cairo for Arabic letters. */
describe.skipIf(!hasBrowser)('self-hosted fonts', () => {
  const site = sharedBrowserAndSite();

  it.each([
    ['/en/espana/tables', '800 40px "Barlow Condensed"', 'TABLES'],
    ['/ar/espana/tables', '800 40px Cairo', 'الترتيب'],
  ])("%s draws its heading in the site's face, loaded from the site", async (path, face, text) => {
    const context = await site.browser.newContext();
    const page = await context.newPage();
    const problems = watchConsole(page);
    const fonts: string[] = [];
    page.on('response', (r) => {
      if (r.url().endsWith('.woff2')) fonts.push(`${new URL(r.url()).origin}:${r.status()}`);
    });
    await page.goto(site.base + path);
    await hydrated(page);
    await page.evaluate(() => document.fonts.ready);
    expect(await page.evaluate(([f, t]) => document.fonts.check(f!, t), [face, text])).toBe(true);
    expect(
      await page.evaluate(() =>
        [...document.fonts].some((f) => f.status === 'loaded' && /Barlow|Cairo/.test(f.family)),
      ),
    ).toBe(true);
    expect(fonts.length).toBeGreaterThan(0);
    expect(fonts.every((f) => f === `${site.base}:200`)).toBe(true);
    expect(problems).toEqual([]);
    await context.close();
  });
});
