import type { Page } from 'playwright-core';
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

/** Chooses the first player of the `name` select who is not `not`, and gives their id and name. */
async function chooseOther(page: Page, name: 'a' | 'b', not: string): Promise<{ id: string; name: string }> {
  const options = await page
    .locator(`select[name="${name}"] option`)
    .evaluateAll((os) => os.map((o) => ({ id: (o as HTMLOptionElement).value, name: o.textContent ?? '' })));
  const other = options.find((o) => o.id !== '' && o.id !== not)!;
  await page.selectOption(`select[name="${name}"]`, other.id);
  return other;
}

/** What a page with two players says: no serious axe violation in either theme. */
async function axeBothThemes(page: Page, label: string): Promise<string[]> {
  await page.emulateMedia({ colorScheme: 'light' });
  const found = (await axeViolations(page)).map((v) => `${label} (light) ${v}`);
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.waitForFunction(transitionsDone);
  found.push(...(await axeViolations(page, ['color-contrast'])).map((v) => `${label} (dark) ${v}`));
  return found;
}

describe.skipIf(!hasBrowser)('comparing players in a real browser', () => {
  const kings = sharedBrowserAndSite();
  const queens = sharedBrowserAndSite('queens');

  it.each([
    ['kings', '/en/espana/compare', '1', kings],
    ['queens', '/ar/espana/compare', '157', queens],
  ] as const)(
    '%s %s: choosing the second player shows them in place, the URL says both, RTL in Arabic, axe clean',
    { timeout: 90_000 },
    async (_league, path, first, site) => {
      const context = await newContext(site.browser, { bypassCSP: true });
      const page = await context.newPage();
      const problems = watchConsole(page);
      expect((await page.goto(`${site.base}${path}?a=${first}`))!.status()).toBe(200);
      await hydrated(page);
      await page.locator('.compare-prompt').waitFor();
      // Hydrated, choosing is enough: the buttons are for pages without a script.
      expect(await page.locator('.compare-picker button').first().isVisible()).toBe(false);
      await page.evaluate(() => {
        (window as unknown as { kept: boolean }).kept = true;
      });
      const other = await chooseOther(page, 'b', first);
      await page.waitForURL((url) => url.searchParams.get('a') === first && url.searchParams.get('b') === other.id);
      await expect.poll(() => page.locator('.compare-player-b .compare-name').textContent()).toBe(other.name);
      // The same document: client navigation, not a reload.
      expect(await page.evaluate(() => (window as unknown as { kept?: boolean }).kept)).toBe(true);
      expect(await page.locator('select[name="b"]').inputValue()).toBe(other.id);
      expect(await page.locator('.compare-leader').count()).toBeGreaterThan(0);
      if (path.startsWith('/ar/')) {
        expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
        // The first player starts at the right.
        const [a, b] = await Promise.all(
          ['.compare-player-a', '.compare-player-b'].map(async (s) => (await page.locator(s).boundingBox())!),
        );
        expect(a!.x).toBeGreaterThan(b!.x);
      }
      expect(await axeBothThemes(page, path)).toEqual([]);
      expect(problems).toEqual([]);
      await context.close();
    },
  );

  it.each(['light', 'dark'] as const)(
    'gives the player lists a finger-sized box in the page’s type and colours on a phone (%s)',
    async (theme) => {
      const context = await newContext(kings.browser, { width: 390 });
      const page = await context.newPage();
      await page.emulateMedia({ colorScheme: theme });
      await page.goto(`${kings.base}/en/espana/compare?a=1`);
      await hydrated(page);
      const looks = await page.evaluate(() => {
        const main = getComputedStyle(document.querySelector('main')!);
        return [...document.querySelectorAll<HTMLSelectElement>('.compare-choice select')].map((select) => {
          const style = getComputedStyle(select);
          return {
            tall: select.getBoundingClientRect().height >= 44,
            font: style.fontSize === main.fontSize && style.fontFamily === main.fontFamily,
            text: style.color === main.color,
          };
        });
      });
      expect(looks).toEqual(Array(2).fill({ tall: true, font: true, text: true }));
      await context.close();
    },
  );

  it('lets a keyboard step through a list without leaving, and goes on Enter', async () => {
    const context = await kings.browser.newContext();
    const page = await context.newPage();
    const problems = watchConsole(page);
    await page.goto(`${kings.base}/en/espana/compare?a=1`);
    await hydrated(page);
    const select = page.locator('select[name="b"]');
    await select.focus();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    const chosen = await select.inputValue();
    expect(chosen).not.toBe('');
    expect(page.url()).toBe(`${kings.base}/en/espana/compare?a=1`);
    expect(await page.locator('.compare-picker button').isVisible()).toBe(true);
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.searchParams.get('b') === chosen);
    await page.locator('.compare-player-b').waitFor();
    await expect.poll(() => page.locator('.compare-picker button').isVisible()).toBe(false);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('works without JavaScript as a form: its button sends both choices', async () => {
    const context = await kings.browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${kings.base}/es/espana/comparar`);
    expect(await page.locator('.compare-picker button').first().isVisible()).toBe(true);
    await page.selectOption('select[name="a"]', '1');
    const other = await chooseOther(page, 'b', '1');
    await page.locator('.compare-picker button').first().click();
    await page.waitForURL((url) => url.searchParams.get('a') === '1' && url.searchParams.get('b') === other.id);
    expect(await page.locator('.compare-player-a .compare-name').textContent()).toBe('Ricardo López');
    expect(await page.locator('.compare-player-b .compare-name').textContent()).toBe(other.name);
    await context.close();
  });
});
