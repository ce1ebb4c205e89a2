import { describe, expect, it } from 'vitest';
import { hasBrowser, sharedBrowserAndSite } from './browser.js';

describe.skipIf(!hasBrowser).each(['kings', 'queens'] as const)('the comparison on a 390 px phone (%s)', (league) => {
  const site = sharedBrowserAndSite(league);

  it.each(['en', 'ar'])('in %s: each figure under a total keeps to one line', async (lang) => {
    const picker = await (await fetch(`${site.base}/${lang}/espana/compare`)).text();
    const [a, b] = [...picker.matchAll(/<option value="(\d+)"/g)].map((m) => m[1]);
    expect(a && b).toBeTruthy();
    const context = await site.browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await page.goto(`${site.base}/${lang}/espana/compare?a=${a}&b=${b}`);
    // Each player's "per 40 min" and "League rank", one text with a line each: the lines it takes.
    const figures = await page.locator('.compare-table td small').evaluateAll((texts) =>
      texts.map((text) => {
        const lineHeight = Number.parseFloat(getComputedStyle(text).lineHeight);
        return {
          text: text.textContent,
          written: (text.textContent ?? '').split('\n').length,
          lines: Math.round(text.getBoundingClientRect().height / lineHeight),
        };
      }),
    );
    expect(figures.length).toBeGreaterThan(10);
    expect(figures.filter((figure) => figure.lines !== figure.written)).toEqual([]);
    // Nothing is wider than the phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await context.close();
  });
});
