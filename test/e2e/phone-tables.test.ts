import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolations, hasBrowser, hydrated, newContext, sharedBrowserAndSite, watchConsole } from './browser.js';

/** Where each row's points cell sits against the screen, and whether the table must scroll. */
async function layout(page: Page) {
  return page.evaluate(() => {
    const scroller = document.querySelector<HTMLElement>('.table-scroll')!;
    const points = [...document.querySelectorAll<HTMLElement>('table.standings tbody td.points')].map((td) =>
      td.getBoundingClientRect(),
    );
    return {
      rows: points.length,
      inView: points.every((r) => r.width > 0 && r.left >= 0 && r.right <= window.innerWidth),
      scrolls: scroller.scrollWidth > scroller.clientWidth,
      optionalShown: [...document.querySelectorAll<HTMLElement>('table.standings .opt')].some(
        (c) => c.getBoundingClientRect().width > 0,
      ),
    };
  });
}

/** The screen order of a signed figure's first and last characters: the sign must come first, on the left. */
async function signBeforeDigits(page: Page) {
  return page.evaluate(() => {
    const negative = [...document.querySelectorAll<HTMLElement>('table.standings .signed')].find((el) =>
      el.textContent!.startsWith('\u2212'),
    );
    if (!negative) return null;
    const text = negative.firstChild!;
    const rect = (from: number) => {
      const r = document.createRange();
      r.setStart(text, from);
      r.setEnd(text, from + 1);
      return r.getBoundingClientRect();
    };
    return { text: negative.textContent, signLeft: rect(0).left, lastLeft: rect(text.textContent!.length - 1).left };
  });
}

describe.skipIf(!hasBrowser)('standings on a phone (390 px)', () => {
  const site = sharedBrowserAndSite();

  it.each(['/en/espana/tables', '/ar/espana/tables'])(
    "%s shows every row's points without scrolling, and all columns one tap away",
    async (path) => {
      const context = await newContext(site.browser, { bypassCSP: true, width: 390 });
      const page = await context.newPage();
      const problems = watchConsole(page);
      await page.goto(site.base + path);
      await hydrated(page);
      expect(await layout(page)).toEqual({ rows: 12, inView: true, scrolls: false, optionalShown: false });
      await page.locator('.all-columns-label').first().click();
      expect(await layout(page)).toMatchObject({ optionalShown: true, scrolls: true });
      expect(await axeViolations(page)).toEqual([]);
      expect(problems).toEqual([]);
      await context.close();
    },
  );

  it('shows the legend as the language writes it, not in title case', async () => {
    const context = await newContext(site.browser, { width: 1280 });
    const page = await context.newPage();
    await page.goto(`${site.base}/fr/espana/classement`);
    // innerText is the text as drawn, after any text-transform.
    const shown = await page.locator('.legend-key li').allInnerTexts();
    expect(shown).toContain('Quarts de finale des play-offs, tête de série');
    await context.close();
  });

  it('writes negative goal differences with the sign on the left in Arabic', async () => {
    const context = await newContext(site.browser, { width: 1280 });
    const page = await context.newPage();
    await page.goto(`${site.base}/ar/espana/tables`);
    const sign = await signBeforeDigits(page);
    expect(sign?.text).toMatch(/^\u2212\d+$/);
    expect(sign!.signLeft).toBeLessThan(sign!.lastLeft);
    await context.close();
  });
});
