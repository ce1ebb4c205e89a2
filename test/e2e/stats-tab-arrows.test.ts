import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { href } from '../../src/shared/routing/href.js';
import { hasBrowser, hydrated, newContext, sharedBrowserAndSite, watchConsole } from './browser.js';

/** How far the statistics tab row is scrolled from its start, whichever way it runs. */
const scrolled = (page: Page) =>
  page.evaluate(() => Math.abs(document.querySelector<HTMLElement>('.stats-nav ul')!.scrollLeft));

/** The row's mask: a fade over each edge where tabs hide. */
const fade = (page: Page) =>
  page.evaluate(() => getComputedStyle(document.querySelector<HTMLElement>('.stats-nav ul')!).maskImage);

/** A mask that ends transparent: the far edge fades. */
const farEdgeFades = /rgba\(0, 0, 0, 0\)\)$/;

describe.skipIf(!hasBrowser).each(['kings', 'queens'] as const)('the statistics tabs on a phone (%s)', (league) => {
  const site = sharedBrowserAndSite(league);

  it.each(['en', 'ar'] as const)('in %s, arrows come with the running page and scroll the row', async (lang) => {
    const context = await newContext(site.browser, { width: 390 });
    const page = await context.newPage();
    const problems = watchConsole(page);
    await page.goto(site.base + href('region-stats', lang, { region: 'espana' }));
    await hydrated(page);
    const back = page.getByRole('button', {
      name: lang === 'en' ? 'Scroll the tabs back' : 'مرّر علامات التبويب إلى الخلف',
    });
    const on = page.getByRole('button', {
      name: lang === 'en' ? 'Scroll the tabs forward' : 'مرّر علامات التبويب إلى الأمام',
    });
    await expect.poll(() => on.isEnabled()).toBe(true);
    expect(await back.isDisabled()).toBe(true);
    expect(await scrolled(page)).toBe(0);
    expect(await fade(page)).toMatch(farEdgeFades);
    await on.click();
    await expect.poll(() => scrolled(page)).toBeGreaterThan(100);
    await expect.poll(() => back.isEnabled()).toBe(true);
    await back.click();
    // Back at the start, give or take the fraction of a pixel a right-to-left row keeps.
    await expect.poll(() => scrolled(page)).toBeLessThanOrEqual(1);
    await expect.poll(() => back.isDisabled()).toBe(true);
    // At the far end the last tab clears the fade, and "on" is disabled.
    await page.evaluate(() => {
      const row = document.querySelector<HTMLElement>('.stats-nav ul')!;
      row.scrollTo({
        left: (getComputedStyle(row).direction === 'rtl' ? -1 : 1) * row.scrollWidth,
        behavior: 'instant',
      });
    });
    await expect.poll(() => on.isDisabled()).toBe(true);
    expect(await fade(page)).not.toMatch(farEdgeFades);
    expect(await fade(page)).toMatch(/^linear-gradient/);
    expect(problems).toEqual([]);
    await context.close();
  });

  it.each(['en', 'ar'] as const)('in %s, a tab far along the row is in view once the page runs', async (lang) => {
    const context = await newContext(site.browser, { width: 390 });
    const page = await context.newPage();
    await page.goto(site.base + href('region-stats-teams-cards', lang, { region: 'espana' }));
    await hydrated(page);
    const back = page.locator('.tab-arrow-back');
    await expect.poll(() => back.isEnabled()).toBe(true);
    const inView = await page.evaluate(() => {
      const row = document.querySelector<HTMLElement>('.stats-nav ul')!.getBoundingClientRect();
      const tab = document.querySelector('.stats-nav [aria-current="page"]')!.getBoundingClientRect();
      return tab.left >= row.left && tab.right <= row.right;
    });
    expect(inView).toBe(true);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await context.close();
  });

  it('without a script, the row still scrolls and fades where tabs hide', async () => {
    const context = await site.browser.newContext({ viewport: { width: 390, height: 844 }, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(site.base + href('region-stats', 'ar', { region: 'espana' }));
    const row = await page.evaluate(() => {
      const ul = document.querySelector<HTMLElement>('.stats-nav ul')!;
      return { hides: ul.scrollWidth > ul.clientWidth, overflow: getComputedStyle(ul).overflowX };
    });
    expect(row).toEqual({ hides: true, overflow: 'auto' });
    expect(await fade(page)).toMatch(/linear-gradient\(to left/);
    expect(await page.locator('.tab-arrow').count()).toBe(0);
    await context.close();
  });
});
