import { describe, expect, it } from 'vitest';
import { axeViolations, hasBrowser, hydrated, sharedBrowserAndSite, watchConsole } from './browser.js';

const pageBackground = () => getComputedStyle(document.body).backgroundColor;

describe.skipIf(!hasBrowser)('dark mode', () => {
  const site = sharedBrowserAndSite();

  it.each(['/en/espana/tables', '/ar/espana/tables', '/en/espana/teams', '/en'])(
    '%s follows a dark system setting and passes axe, contrast included',
    async (path) => {
      const context = await site.browser.newContext({
        colorScheme: 'dark',
        bypassCSP: true,
        viewport: { width: 1366, height: 900 },
      });
      const page = await context.newPage();
      const problems = watchConsole(page);
      await page.goto(site.base + path);
      await hydrated(page);
      expect(await page.evaluate(pageBackground)).toBe('rgb(14, 14, 19)');
      // The button reads the shown theme in an effect, rendered just after the page hydrates.
      await expect.poll(() => page.getAttribute('.theme-toggle', 'aria-pressed')).toBe('true');
      expect(await axeViolations(page)).toEqual([]);
      expect(problems).toEqual([]);
      await context.close();
    },
  );

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

  it.each([
    [
      '/en/espana/stats/goals',
      '.stats-nav a[aria-current="page"]',
      'background-color',
      '.stats-nav a:not([aria-current])',
      'background-color',
    ],
    ['{match}', '.stat-bar', 'background-color', '.stat-bar', 'background-color', '::before'],
    ['/en/no-such-page', '.error-code', 'color', 'body', 'background-color'],
  ])(
    '%s: %s stands out from what is around it on a dark page',
    async (path, selector, property, around, aroundProperty, pseudo?: string) => {
      const context = await site.browser.newContext({ colorScheme: 'dark', viewport: { width: 1366, height: 900 } });
      const page = await context.newPage();
      const target =
        path === '{match}'
          ? `/en${/href="\/en(\/espana\/matches\/\d+-[^"]+)"/.exec(await (await fetch(`${site.base}/en/espana/matches?turn=16`)).text())![1]}`
          : path;
      await page.goto(site.base + target);
      const ratio = await page.evaluate(
        ([a, ap, b, bp, pseudoElement]) => {
          const rgb = (el: string, prop: string, pe?: string) =>
            getComputedStyle(document.querySelector(el)!, pe ?? null)
              .getPropertyValue(prop)
              .match(/\d+/g)!
              .slice(0, 3)
              .map(Number);
          const lum = ([r, g, b]: number[]) =>
            [r!, g!, b!]
              .map((c) => {
                const v = c / 255;
                return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
              })
              .reduce((sum, v, i) => sum + v * [0.2126, 0.7152, 0.0722][i]!, 0);
          const [l1, l2] = [lum(rgb(a!, ap!, pseudoElement)), lum(rgb(b!, bp!))];
          return (Math.max(l1, l2) + 0.05) / (Math.min(l1, l2) + 0.05);
        },
        [selector, property, around, aroundProperty, pseudo] as const,
      );
      expect(ratio).toBeGreaterThanOrEqual(3);
      await context.close();
    },
  );

  it('has no switch without JavaScript, where the system setting decides', async () => {
    const context = await site.browser.newContext({ colorScheme: 'dark', javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${site.base}/en/espana/tables`);
    expect(await page.locator('.theme-toggle').isVisible()).toBe(false);
    expect(await page.evaluate(pageBackground)).toBe('rgb(14, 14, 19)');
    await context.close();
  });
});
