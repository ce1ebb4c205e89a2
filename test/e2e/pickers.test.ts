import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolations, hasBrowser, hydrated, sharedBrowserAndSite, watchConsole } from './browser.js';

describe.skipIf(!hasBrowser)('pickers and the competition switcher', () => {
  const site = sharedBrowserAndSite();

  it.each([
    ['/en/espana/tables', 'season', 'table.standings'],
    ['/en/espana/matches', 'turn', '.match-card'],
  ])(
    '%s changes its %s on selection, in place, with the button only for pages without a script',
    async (path, name, content) => {
      const context = await site.browser.newContext();
      const page = await context.newPage();
      const problems = watchConsole(page);
      await page.goto(site.base + path);
      await hydrated(page);
      expect(await page.locator('.season-picker:has(select) button').isVisible()).toBe(false);
      await page.evaluate(() => {
        (window as unknown as { kept: boolean }).kept = true;
      });
      const options = await page
        .locator(`select[name="${name}"] option`)
        .evaluateAll((os) => os.map((o) => (o as HTMLOptionElement).value));
      const current = await page.locator(`select[name="${name}"]`).inputValue();
      const other = options.find((v) => v !== current)!;
      await page.selectOption(`select[name="${name}"]`, other);
      await page.waitForURL(`${site.base}${path}?${name}=${other}`);
      await page.locator(content).first().waitFor();
      // The same document: client navigation, not a reload.
      expect(await page.evaluate(() => (window as unknown as { kept?: boolean }).kept)).toBe(true);
      expect(await page.locator(`select[name="${name}"]`).inputValue()).toBe(other);
      expect(problems).toEqual([]);
      await context.close();
    },
  );

  it('lets a keyboard step through the matchdays without leaving, and goes on Enter', async () => {
    const context = await site.browser.newContext();
    const page = await context.newPage();
    const problems = watchConsole(page);
    await page.goto(`${site.base}/en/espana/matches`);
    await hydrated(page);
    const select = page.locator('select[name="turn"]');
    const start = await select.inputValue();
    await select.focus();
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowUp');
    const chosen = await select.inputValue();
    expect(chosen).not.toBe(start);
    // Still the same page, the focus still on the list, and the button there to go.
    expect(page.url()).toBe(`${site.base}/en/espana/matches`);
    expect(await select.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await page.locator('.season-picker:has(select) button').isVisible()).toBe(true);
    await page.keyboard.press('Enter');
    await page.waitForURL(`${site.base}/en/espana/matches?turn=${chosen}`);
    // Gone, the list chooses at once again.
    await expect.poll(() => page.locator('.season-picker:has(select) button').isVisible()).toBe(false);
    await page.selectOption('select[name="turn"]', start);
    await page.waitForURL(`${site.base}/en/espana/matches?turn=${start}`);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('shows the button without JavaScript, and it loads the chosen season', async () => {
    const context = await site.browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${site.base}/en/espana/tables`);
    const options = await page.locator('select[name="season"] option').allTextContents();
    // Two competitions share 2026/27: each says which it is.
    expect(new Set(options).size).toBe(options.length);
    await page.selectOption('select[name="season"]', { index: 0 });
    await page.click('.season-picker button');
    await page.waitForURL(/\?season=\d+$/);
    await context.close();
  });

  it('keeps the section when switching competition', async () => {
    const context = await site.browser.newContext();
    const page = await context.newPage();
    await page.goto(`${site.base}/es/espana/clasificacion`);
    await hydrated(page);
    await page.click('.competition-switcher summary');
    await page.click('.competition-switcher a[href="/es/italia/clasificacion"]');
    await page.waitForURL(`${site.base}/es/italia/clasificacion`);
    expect(await page.textContent('h1')).toBe('Clasificación');
    await context.close();
  });
});

/** A marked match day of another matchday than the one shown, and that matchday's name. */
async function otherMatchday(page: Page): Promise<{ day: string; name: string }> {
  const shown = await page.textContent('h2.section-title');
  const marks = await page
    .locator('#match-days option')
    .evaluateAll((os) =>
      os.map((o) => ({ day: (o as HTMLOptionElement).value, name: (o as HTMLOptionElement).label })),
    );
  return marks.find((m) => m.name !== shown)!;
}

describe.skipIf(!hasBrowser).each([
  ['kings', '/en/espana/matches'],
  ['queens', '/ar/espana/matches'],
] as const)('the %s date picker on %s', (league, path) => {
  const site = sharedBrowserAndSite(league);

  it('opens the matchday of the chosen day in place, and the matchday list follows', async () => {
    const context = await site.browser.newContext({ bypassCSP: true });
    const page = await context.newPage();
    const problems = watchConsole(page);
    await page.goto(site.base + path);
    await hydrated(page);
    expect(await page.locator('form:has(input[name="date"]) button').isVisible()).toBe(false);
    await page.evaluate(() => {
      (window as unknown as { kept: boolean }).kept = true;
    });
    const { day, name } = await otherMatchday(page);
    await page.fill('input[name="date"]', day);
    await page.waitForURL(`${site.base}${path}?date=${day}`);
    await expect.poll(() => page.textContent('h2.section-title')).toBe(name);
    // The same document: client navigation, not a reload.
    expect(await page.evaluate(() => (window as unknown as { kept?: boolean }).kept)).toBe(true);
    expect(await page.inputValue('input[name="date"]')).toBe(day);
    expect(await page.locator('select[name="turn"] option:checked').textContent()).toBe(name);
    expect(await axeViolations(page)).toEqual([]);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('waits for Enter while a keyboard writes a date, then opens its matchday', async () => {
    const context = await site.browser.newContext({ locale: 'en-US' });
    const page = await context.newPage();
    const problems = watchConsole(page);
    await page.goto(site.base + path);
    await hydrated(page);
    const { day, name } = await otherMatchday(page);
    const [year, month, date] = day.split('-');
    const field = page.locator('input[name="date"]');
    // The field's parts in the locale's order: month, day, year.
    await field.focus();
    await page.keyboard.press('Home');
    await page.keyboard.type(`${month}${date}${year}`);
    expect(await field.inputValue()).toBe(day);
    expect(page.url()).toBe(site.base + path);
    expect(await page.locator('form:has(input[name="date"]) button').isVisible()).toBe(true);
    await page.keyboard.press('Enter');
    await page.waitForURL(`${site.base}${path}?date=${day}`);
    await expect.poll(() => page.textContent('h2.section-title')).toBe(name);
    expect(await field.inputValue()).toBe(day);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('is a plain form without JavaScript', async () => {
    const context = await site.browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(site.base + path);
    const { day, name } = await otherMatchday(page);
    await page.fill('input[name="date"]', day);
    await page.click('form:has(input[name="date"]) button');
    await page.waitForURL(`${site.base}${path}?date=${day}`);
    expect(await page.textContent('h2.section-title')).toBe(name);
    await context.close();
  });
});
