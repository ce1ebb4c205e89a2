import { describe, expect, it } from 'vitest';
import { hasBrowser, hydrated, sharedBrowserAndSite, watchConsole } from './browser.js';

describe.skipIf(!hasBrowser)('share button', () => {
  const site = sharedBrowserAndSite();

  it('copies the page address where the browser has no share sheet, and says so', async () => {
    const context = await site.browser.newContext({ viewport: { width: 1366, height: 900 } });
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: site.base });
    const page = await context.newPage();
    const problems = watchConsole(page);
    await page.addInitScript(() => Object.defineProperty(navigator, 'share', { value: undefined }));
    await page.goto(`${site.base}/en/espana/tables`);
    const path = (await page.getAttribute('table.standings tbody tr:first-child .team-col a', 'href'))!;
    await page.goto(site.base + path);
    await hydrated(page);
    await page.click('.share-button');
    await expect.poll(() => page.textContent('.share-status')).toBe('Link copied');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(site.base + path);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('opens the system share sheet with the page title and address where there is one', async () => {
    const context = await site.browser.newContext();
    const page = await context.newPage();
    await page.addInitScript(() => {
      Object.defineProperty(navigator, 'share', {
        value: async (data: unknown) => {
          (window as unknown as { shared: unknown }).shared = data;
        },
      });
    });
    await page.goto(`${site.base}/en/espana/tables`);
    const path = await page.getAttribute('table.standings tbody tr:first-child .team-col a', 'href');
    await page.goto(site.base + path!);
    await hydrated(page);
    await page.click('.share-button');
    const shared = await page.evaluate(() => (window as unknown as { shared: { title: string; url: string } }).shared);
    expect(shared).toEqual({ title: await page.textContent('h1'), url: site.base + path });
    await context.close();
  });

  it("sits under the scoreboard without the news article's rule above it", async () => {
    const context = await site.browser.newContext();
    const page = await context.newPage();
    await page.goto(`${site.base}/en/espana/tables`);
    const path = await page.getAttribute('table.standings tbody tr:first-child .team-col a', 'href');
    await page.goto(site.base + path!);
    await hydrated(page);
    const [share, status] = await page
      .locator('.share')
      .first()
      .evaluate((el) =>
        [el, el.querySelector('.share-status')!].map((e) => {
          const style = getComputedStyle(e);
          return [style.borderTopWidth, style.paddingTop, style.marginTop];
        }),
      );
    expect(share).toEqual(['0px', '0px', '8px']);
    expect(status).toEqual(['0px', '0px', '0px']);
    await context.close();
  });
});
