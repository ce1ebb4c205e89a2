import { describe, expect, it } from 'vitest';
import { NOW } from '../helpers/app.js';
import { axeViolations, embeddedBrowserAndSite, hasBrowser, hydrated, watchConsole } from './browser.js';

const pageBackground = () => getComputedStyle(document.body).backgroundColor;

describe.skipIf(!hasBrowser)('dark mode', () => {
  const site = embeddedBrowserAndSite(() => NOW);

  it.each(['/en/espana/tables', '/ar/espana/tables', '/en/espana/teams', '/en'])('%s follows a dark system setting and passes axe, contrast included', async (path) => {
    const context = await site.browser.newContext({ colorScheme: 'dark', bypassCSP: true, viewport: { width: 1366, height: 900 } });
    const page = await context.newPage();
    const problems = watchConsole(page);
    await page.goto(site.base + path);
    await hydrated(page);
    expect(await page.evaluate(pageBackground)).toBe('rgb(14, 14, 19)');
    expect(await page.getAttribute('.theme-toggle', 'aria-pressed')).toBe('true');
    expect(await axeViolations(page)).toEqual([]);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('switches with the header button, and keeps the pick on the next page without a flash of the other theme', async () => {
    const context = await site.browser.newContext({ colorScheme: 'light', viewport: { width: 1366, height: 900 } });
    const page = await context.newPage();
    await page.goto(`${site.base}/en/espana/tables`);
    await hydrated(page);
    expect(await page.evaluate(pageBackground)).toBe('rgb(244, 244, 246)');
    await page.click('.theme-toggle');
    expect(await page.evaluate(pageBackground)).toBe('rgb(14, 14, 19)');
    expect(await page.getAttribute('.theme-toggle', 'aria-pressed')).toBe('true');
    // The next document is dark before any module script runs.
    await page.route('**/assets/**/*.js', (route) => route.abort());
    await page.goto(`${site.base}/en/espana/matches`);
    expect(await page.evaluate(pageBackground)).toBe('rgb(14, 14, 19)');
    await context.close();
  });

  it('has no switch without JavaScript, where the system setting decides', async () => {
    const context = await site.browser.newContext({ colorScheme: 'dark', javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${site.base}/en/espana/tables`);
    expect(await page.locator('.theme-toggle').isVisible()).toBe(false);
    expect(await page.evaluate(pageBackground)).toBe('rgb(14, 14, 19)');
    await context.close();
  });
});
