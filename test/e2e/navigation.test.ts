import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { hasBrowser, hydrated, sharedBrowserAndSite, watchConsole } from './browser.js';

describe.skipIf(!hasBrowser)('client navigation', () => {
  const site = sharedBrowserAndSite();

  async function open(path: string): Promise<{ page: Page; problems: string[] }> {
    const context = await site.browser.newContext({ viewport: { width: 1280, height: 420 } });
    const page = await context.newPage();
    const problems = watchConsole(page);
    await page.goto(site.base + path);
    await hydrated(page);
    // Survives client navigation, dies with a document reload.
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 42));
    return { page, problems };
  }

  const marker = (page: Page) => page.evaluate(() => (window as unknown as { marker?: number }).marker);

  async function follow(page: Page, path: string) {
    await page
      .locator(`a[href="${path}"]`)
      .first()
      .evaluate((a: HTMLAnchorElement) => a.click());
    await page.waitForURL(site.base + path);
    await page.waitForFunction(
      (p) =>
        (JSON.parse(document.getElementById('__DATA__')!.textContent!) as unknown) &&
        document.title.length > 0 &&
        location.pathname === p,
      path,
    );
  }

  it('follows links without reloading the document and updates title and language', async () => {
    const { page, problems } = await open('/en/espana/tables');
    await follow(page, '/en/espana/matches');
    await expect.poll(() => page.title()).toBe('Matches | Kings League Spain');
    expect(await marker(page)).toBe(42);
    expect(await page.locator('h1').first().textContent()).toContain('Matches');
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('scrolls a new page to the top and restores the position on back', async () => {
    const { page } = await open('/en/espana/tables');
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const before = await page.evaluate(() => scrollY);
    expect(before).toBeGreaterThan(0);
    // The scroll handler saves the position on the next frame; following a link before it would race it.
    await page.waitForFunction(
      (y) => sessionStorage.getItem(`scroll:${(history.state as { key: string }).key}`) === JSON.stringify([0, y]),
      before,
    );
    await follow(page, '/en/espana/matches');
    expect(await page.evaluate(() => scrollY)).toBe(0);
    await page.goBack();
    await page.waitForURL(`${site.base}/en/espana/tables`);
    await expect.poll(() => page.evaluate(() => scrollY)).toBe(before);
    expect(await marker(page)).toBe(42);
    await page.context().close();
  });

  it('switches language in place and keeps the page', async () => {
    const { page } = await open('/en/espana/tables');
    await follow(page, '/ar/espana/tables');
    expect(await page.evaluate(() => [document.documentElement.lang, document.documentElement.dir])).toEqual([
      'ar-001',
      'rtl',
    ]);
    expect(await marker(page)).toBe(42);
    await page.context().close();
  });
});
