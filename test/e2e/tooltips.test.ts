import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolations, hasBrowser, hydrated, sharedBrowserAndSite, watchConsole } from './browser.js';

/** A standings heading's abbreviation and the tip it names in aria-describedby. */
function heading(page: Page, column: string) {
  const trigger = page.locator(`table.standings thead abbr[aria-describedby$="-${column}"]`).first();
  const tip = async () => page.locator(`[id="${await trigger.getAttribute('aria-describedby')}"]`);
  return { trigger, tip };
}

describe.skipIf(!hasBrowser).each([
  ['kings', 'en', 'Points'],
  ['queens', 'ar', 'النقاط'],
] as const)('the %s standings’ tips in %s', (league, lang, points) => {
  const site = sharedBrowserAndSite(league);
  const path = `/${lang}/espana/tables`;

  it('show on focus and under the mouse, fading in, and Escape hides them', async () => {
    const context = await site.browser.newContext({ bypassCSP: true });
    const page = await context.newPage();
    const problems = watchConsole(page);
    await page.goto(site.base + path);
    await hydrated(page);
    const { trigger, tip } = heading(page, 'points');
    expect(await (await tip()).isVisible()).toBe(false);
    await trigger.focus();
    await expect.poll(async () => (await tip()).isVisible()).toBe(true);
    expect(await (await tip()).textContent()).toBe(points);
    expect(await (await tip()).evaluate((el) => getComputedStyle(el).transitionDuration)).toMatch(/^0\.25s/);
    // Fully faded in, it stays within the page, on either side of a right-to-left table.
    await expect.poll(async () => (await tip()).evaluate((el) => getComputedStyle(el).opacity)).toBe('1');
    const box = (await (await tip()).boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(1280);
    expect(await axeViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await expect.poll(async () => (await tip()).isVisible()).toBe(false);
    expect(await trigger.evaluate((el) => el === document.activeElement)).toBe(true);
    // The next heading's tip shows as the focus moves on, and this one's again when it comes back.
    await page.keyboard.press('Shift+Tab');
    const before = heading(page, 'goalDifference');
    await expect.poll(async () => (await before.tip()).isVisible()).toBe(true);
    await page.keyboard.press('Tab');
    await expect.poll(async () => (await tip()).isVisible()).toBe(true);
    // Under the mouse too, and Escape hides it there without moving the mouse (WCAG 1.4.13).
    await trigger.blur();
    const played = heading(page, 'played');
    await played.trigger.hover();
    await expect.poll(async () => (await played.tip()).isVisible()).toBe(true);
    await page.keyboard.press('Escape');
    await expect.poll(async () => (await played.tip()).isVisible()).toBe(false);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('opens on a tap and closes on the next, on a touch screen', async () => {
    const context = await site.browser.newContext({
      hasTouch: true,
      isMobile: true,
      viewport: { width: 360, height: 740 },
    });
    const page = await context.newPage();
    const problems = watchConsole(page);
    await page.goto(site.base + path);
    await hydrated(page);
    const { trigger, tip } = heading(page, 'points');
    await trigger.tap();
    await expect.poll(async () => (await tip()).isVisible()).toBe(true);
    const box = (await (await tip()).boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(360);
    await trigger.tap();
    await expect.poll(async () => (await tip()).isVisible()).toBe(false);
    // Another heading's tap opens its own.
    const played = heading(page, 'played');
    await played.trigger.tap();
    await expect.poll(async () => (await played.tip()).isVisible()).toBe(true);
    expect(await (await tip()).isVisible()).toBe(false);
    expect(problems).toEqual([]);
    await context.close();
  });
});
