import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolations, hasBrowser, hydrated, newContext, sharedBrowserAndSite, watchConsole } from './browser.js';

describe.skipIf(!hasBrowser)('the shell in a real browser', () => {
  const site = sharedBrowserAndSite();

  async function open(
    path: string,
    options: { bypassCSP?: boolean; width?: number } = {},
  ): Promise<{ page: Page; problems: string[] }> {
    const context = await newContext(site.browser, options);
    const page = await context.newPage();
    const problems = watchConsole(page);
    const response = await page.goto(site.base + path);
    expect(response).not.toBeNull();
    await hydrated(page);
    return { page, problems };
  }

  it.each([
    '/en',
    '/en/espana/tables',
    '/ar',
    '/ar/espana/tables',
    '/en/atlantis',
    '/en/espana/team-simulator',
    '/en/_health',
    '/en/stores',
  ])('%s hydrates without console errors or React warnings', async (path) => {
    const { page, problems } = await open(path);
    expect(await page.locator('h1').count()).toBeGreaterThan(0);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('lays Arabic out right to left', async () => {
    const { page } = await open('/ar/espana/tables');
    expect(
      await page.evaluate(() => [document.documentElement.dir, getComputedStyle(document.body).direction]),
    ).toEqual(['rtl', 'rtl']);
    await page.context().close();
  });

  it('the language switcher goes to the same page in another language and remembers the choice', async () => {
    const { page, problems } = await open('/en/espana/tables');
    const target = '/es/espana/clasificacion';
    const link = page.locator(`a[href="${target}"]`).first();
    if (!(await link.isVisible())) await page.locator(`details:has(a[href="${target}"]) > summary`).first().click();
    await link.click();
    await page.waitForURL(site.base + target);
    await hydrated(page);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('es-ES');
    const cookie = (await page.context().cookies()).find((c) => c.name === 'i18n_redirected');
    expect(cookie?.value).toBe('es');
    expect(cookie?.sameSite).toBe('Lax');
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('closes an open menu when the keyboard leaves it, as a click elsewhere does', async () => {
    const { page, problems } = await open('/en/espana/tables');
    const menu = page.locator('details.lang-switcher');
    await page.locator('details.lang-switcher > summary').focus();
    await page.keyboard.press('Enter');
    expect(await menu.evaluate((d) => (d as HTMLDetailsElement).open)).toBe(true);
    const links = await page.locator('details.lang-switcher a').count();
    for (let i = 0; i < links; i++) await page.keyboard.press('Tab');
    // Still inside on the last link; one more Tab leaves.
    expect(await menu.evaluate((d) => (d as HTMLDetailsElement).open && d.contains(document.activeElement))).toBe(true);
    await page.keyboard.press('Tab');
    expect(await menu.evaluate((d) => (d as HTMLDetailsElement).open)).toBe(false);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('keeps one language choice across tabs: a tab left open never overwrites a newer pick', async () => {
    const context = await newContext(site.browser);
    const [older, newer] = [await context.newPage(), await context.newPage()];
    await older.goto(`${site.base}/en/espana/tables`);
    await hydrated(older);
    await newer.goto(`${site.base}/en/espana/tables`);
    await hydrated(newer);
    const target = '/fr/espana/classement';
    const link = newer.locator(`a[href="${target}"]`).first();
    if (!(await link.isVisible())) await newer.locator(`details:has(a[href="${target}"]) > summary`).first().click();
    await link.click();
    await newer.waitForURL(site.base + target);
    // The older tab keeps browsing in English, client-side and by reload, without touching the choice.
    await older.locator('a[href="/en/espana/matches"]').first().click();
    await older.waitForURL(`${site.base}/en/espana/matches`);
    await older.reload();
    await hydrated(older);
    expect((await context.cookies()).find((c) => c.name === 'i18n_redirected')?.value).toBe('fr');
    await older.goto(`${site.base}/`);
    expect(new URL(older.url()).pathname).toBe('/fr');
    await context.close();
  });

  it.each(['/en/espana/tables', '/ar/espana', '/en', '/en/atlantis', '/en/espana/team-simulator'])(
    '%s has no serious or critical axe violation',
    async (path) => {
      const { page } = await open(path, { bypassCSP: true });
      expect(await axeViolations(page)).toEqual([]);
      await page.context().close();
    },
  );

  it.each(['/en/espana/tables', '/ar/espana'])('%s does not overflow a 320 px phone', async (path) => {
    const { page } = await open(path, { width: 320 });
    const [scroll, client] = await page.evaluate(() => [
      document.documentElement.scrollWidth,
      document.documentElement.clientWidth,
    ]);
    expect(scroll).toBeLessThanOrEqual(client);
    await page.context().close();
  });
});
