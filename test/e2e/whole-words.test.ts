import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolations, hasBrowser, hydrated, newContext, sharedBrowserAndSite, watchConsole } from './browser.js';

/**
 * Every word drawn across two lines ("Media accreditatio|n"): each shown text node's words, one
 * range each, must sit in one line box, so their rectangles share a top. As "word (class)"; `root`
 * limits the search to one part of the page.
 */
function brokenWords(page: Page, root = 'body'): Promise<string[]> {
  return page.evaluate((root) => {
    const broken: string[] = [];
    const walker = document.createTreeWalker(document.querySelector(root)!, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement!;
      if (parent.closest('.visually-hidden, script, style, noscript')) continue;
      for (const m of node.textContent!.matchAll(/\S+/g)) {
        const range = document.createRange();
        range.setStart(node, m.index);
        range.setEnd(node, m.index + m[0].length);
        const tops = new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)));
        // Rectangles of one line differ by less than a line; a second line sits a line lower.
        const sorted = [...tops].sort((a, b) => a - b);
        const lineHeight = Number.parseFloat(getComputedStyle(parent).fontSize);
        if (sorted.length > 1 && sorted.at(-1)! - sorted[0]! >= lineHeight * 0.8)
          broken.push(`${m[0]} (${parent.className})`);
      }
    }
    return broken;
  }, root);
}

describe.skipIf(!hasBrowser)('whole words on a phone (390 px)', () => {
  const site = sharedBrowserAndSite();

  it.each([
    '/en/espana',
    '/ar/espana/draft',
    '/en/espana/draft',
    '/ar/espana',
    '/ar/espana/tables',
    '/ar/world-cup/tournament',
  ])('%s breaks lines only between words, within the phone', async (path) => {
    const context = await newContext(site.browser, { bypassCSP: true, width: 390 });
    const page = await context.newPage();
    const problems = watchConsole(page);
    await page.goto(site.base + path);
    await hydrated(page);
    await page.evaluate(() => document.fonts.ready);
    expect(await brokenWords(page)).toEqual([]);
    // Whole words must not buy their room by widening the page.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(await axeViolations(page)).toEqual([]);
    expect(problems).toEqual([]);
    await context.close();
  });

  it.each(['/en/espana/contact-us', '/ar/espana/contact-us'])(
    '%s breaks an e-mail address only after its @, four cards a row at 1280 px',
    async (path) => {
      const context = await newContext(site.browser, { width: 1280 });
      const page = await context.newPage();
      await page.goto(site.base + path);
      await hydrated(page);
      await page.evaluate(() => document.fonts.ready);
      expect(await page.locator('.contact-email').count()).toBeGreaterThan(0);
      expect(await brokenWords(page, '.contact-channels')).toEqual([]);
      await context.close();
    },
  );
});
