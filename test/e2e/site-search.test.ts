import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolations, hasBrowser, hydrated, newContext, sharedBrowserAndSite, watchConsole } from './browser.js';

const field = (page: Page) => page.locator('#site-search-q');
const expanded = (page: Page) => field(page).getAttribute('aria-expanded');
const options = (page: Page) => page.locator('#site-search-list [role="option"] .site-search-name').allTextContents();

describe.skipIf(!hasBrowser).each([
  ['kings', 'en', 'kunis', 'Kunisports', '/en/teams/5-kunisports'],
  ['queens', 'ar', 'mostoles', 'Ultimate Móstoles', '/ar/teams/23-ultimate-mostoles'],
] as const)('the %s header search in %s', (league, lang, query, name, target) => {
  const site = sharedBrowserAndSite(league);

  it('suggests as one types, loading its code and index only once focused, and follows the keyboard', async () => {
    // The site builds a language's index on its first search: that is the results page's concern, not this test's.
    await expect
      .poll(async () => (await fetch(`${site.base}/_search/${lang}.json`)).status, { timeout: 60_000 })
      .toBe(200);
    const context = await newContext(site.browser);
    const page = await context.newPage();
    const problems = watchConsole(page);
    const asked: string[] = [];
    page.on('request', (request) => asked.push(new URL(request.url()).pathname));
    await page.goto(`${site.base}/${lang}/espana`);
    await hydrated(page);
    expect(asked.filter((path) => path.startsWith('/_search/'))).toEqual([]);
    const before = asked.length;

    await field(page).focus();
    await expect.poll(() => asked.slice(before).includes(`/_search/${lang}.json`)).toBe(true);
    await field(page).pressSequentially(query);
    await expect.poll(() => expanded(page)).toBe('true');
    expect((await options(page))[0]).toBe(name);
    expect(await field(page).getAttribute('role')).toBe('combobox');
    expect(await field(page).getAttribute('aria-controls')).toBe('site-search-list');

    await page.keyboard.press('ArrowDown');
    expect(await field(page).getAttribute('aria-activedescendant')).toBe('site-search-option-0');
    expect(await page.locator('#site-search-option-0').getAttribute('aria-selected')).toBe('true');
    await page.keyboard.press('ArrowUp');
    const count = (await options(page)).length;
    expect(await field(page).getAttribute('aria-activedescendant')).toBe(`site-search-option-${count - 1}`);

    await page.keyboard.press('Escape');
    await expect.poll(() => expanded(page)).toBe('false');
    expect(await page.locator('#site-search-list').isVisible()).toBe(false);
    expect(await field(page).getAttribute('aria-activedescendant')).toBeNull();

    await page.keyboard.press('ArrowDown');
    await expect.poll(() => expanded(page)).toBe('true');
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowDown');
    await Promise.all([page.waitForURL(`**${target}`), page.keyboard.press('Enter')]);
    expect(new URL(page.url()).pathname).toBe(target);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('sends the form to the results page without JavaScript, which axe finds clean', async () => {
    const context = await site.browser.newContext({ javaScriptEnabled: false, bypassCSP: true });
    const page = await context.newPage();
    await page.goto(`${site.base}/${lang}/espana`);
    await field(page).fill(query);
    await Promise.all([page.waitForURL(/\?q=/), field(page).press('Enter')]);
    const url = new URL(page.url());
    expect(url.searchParams.get('q')).toBe(query);
    const first = page.locator('.search-group a').first();
    expect(await first.textContent()).toBe(name);
    expect(await first.getAttribute('href')).toBe(target);
    await context.close();

    const live = await site.browser.newContext({ bypassCSP: true });
    const results = await live.newPage();
    const problems = watchConsole(results);
    await results.goto(site.base + url.pathname + url.search);
    await hydrated(results);
    expect(await axeViolations(results)).toEqual([]);
    expect(problems).toEqual([]);
    await live.close();
  });

  it.each([320, 390])(
    'keeps the header within a %i px phone, the field a magnifier that widens when focused',
    async (width) => {
      const context = await newContext(site.browser, { width });
      const page = await context.newPage();
      await page.goto(`${site.base}/${lang}/espana`);
      await hydrated(page);
      const fits = () =>
        page.evaluate(() => {
          const box = document.querySelector('.site-header .site-search')!.getBoundingClientRect();
          return document.documentElement.scrollWidth <= innerWidth && box.left >= 0 && box.right <= innerWidth;
        });
      expect(await fits()).toBe(true);
      expect((await field(page).boundingBox())!.width).toBeLessThanOrEqual(44);
      await field(page).focus();
      await expect.poll(async () => (await field(page).boundingBox())!.width).toBeGreaterThan(150);
      expect(await fits()).toBe(true);
      await context.close();
    },
  );
});
