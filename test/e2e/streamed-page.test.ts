import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOW } from '../helpers/app.js';
import { heldUpstream } from '../helpers/held-upstream.js';
import { hasBrowser, hydrated, launch, release, watchConsole } from './browser.js';
import { startSite } from './sites.js';

/**
 * A cold team page whose season lists the league API holds back (docs/decisions/0079): the
 * browser has the stylesheet and fonts while the page is still arriving, the lists appear in
 * place below what was there, and the page hydrates cleanly once it is whole.
 */
describe.skipIf(!hasBrowser)('a page sent as it renders, in a real browser', () => {
  let browser: Browser;
  let upstream: Awaited<ReturnType<typeof heldUpstream>>;
  let site: Awaited<ReturnType<typeof startSite>>;
  beforeAll(async () => {
    upstream = await heldUpstream(() => NOW, /\/season-data\/\d+\//);
    [browser, site] = await Promise.all([launch(), startSite({ UPSTREAM_URL: upstream.origin }, { clock: () => NOW })]);
  });
  afterAll(async () => {
    await release(browser);
    await site?.app.close();
    await upstream?.close();
  });

  it('loads its stylesheet and fonts before the late part arrives, which then appears below without moving the page', async () => {
    // A visitor's browser: a headless one says so in its user agent, and crawlers get pages whole.
    const userAgent = (
      await browser.newBrowserCDPSession().then(async (cdp) => (await cdp.send('Browser.getVersion')).userAgent)
    ).replace('HeadlessChrome', 'Chrome');
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, userAgent });
    const page = await context.newPage();
    const problems = watchConsole(page);
    const loaded = new Set<string>();
    page.on('requestfinished', (r) => {
      const type = r.resourceType();
      if (type === 'stylesheet' || type === 'font') loaded.add(type);
    });
    const stylesAndFonts = new Promise<void>((resolve) => {
      page.on('requestfinished', () => {
        if (loaded.has('stylesheet') && loaded.has('font')) resolve();
      });
    });
    const navigation = page.goto(`${site.base}/en/espana/teams/1-1k-fc`);
    await upstream.arrived;
    await stylesAndFonts;
    // The heading is on screen, styled, while the season's lists are still held at the league API.
    const heading = page.locator('.team-hero h1');
    await heading.waitFor();
    const before = await heading.boundingBox();
    expect(await page.locator('#team-squad').count()).toBe(0);
    expect(await page.evaluate(() => getComputedStyle(document.body).fontFamily)).not.toBe('');

    upstream.release('answer');
    await navigation;
    await hydrated(page);
    expect(await page.locator('#team-squad').count()).toBe(1);
    expect(await heading.boundingBox()).toEqual(before);
    expect(problems).toEqual([]);
    await context.close();
  });
});
