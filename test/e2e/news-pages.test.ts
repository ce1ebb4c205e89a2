import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { findRegion } from '../../src/shared/config/regions.js';
import { W } from '../../src/shared/routing/words.js';
import { embeddedPosts } from '../helpers/embedded.js';
import { axeViolations, hasBrowser, hydrated, newContext, sharedBrowserAndSite, watchConsole } from './browser.js';

const posts = embeddedPosts().filter((p) => p.minute <= 12 * 60);
function pathOf(cms: string, slug: string): string {
  const region = findRegion('kings', cms.replace('kings-', ''))!;
  return `/${region.newsLang}/${region.slug}/${W.news[region.newsLang!]}/${encodeURIComponent(decodeURIComponent(slug))}`;
}

/** Fails on any layout wider than the phone, in the page or in its sheet. */
async function fits(page: Page) {
  for (const width of [360, 320]) {
    await page.setViewportSize({ width, height: 900 });
    const [scroll, client] = await page.evaluate(() => [
      document.documentElement.scrollWidth,
      document.documentElement.clientWidth,
    ]);
    expect(scroll, `${width}px`).toBeLessThanOrEqual(client);
  }
}

describe.skipIf(!hasBrowser)('news pages in a real browser', () => {
  const site = sharedBrowserAndSite();
  const mvp = posts.find((p) => p.cms === 'kings-espana' && p.content.includes('wp-block-embed-youtube'))!;
  const arabic = posts.find((p) => p.cms === 'kings-mena' && p.content.includes('wp-block-embed-youtube'))!;

  it.each([
    ['/es/espana/noticias', '.news-card'],
    ['/ar/mena/news', '.news-card'],
    [pathOf('kings-espana', mvp.slug), '.embed-placeholder'],
    [pathOf('kings-mena', arabic.slug), '.embed-placeholder'],
  ])('%s hydrates cleanly, fits a 360 and 320 px phone and passes axe', async (path, selector) => {
    const context = await newContext(site.browser, { bypassCSP: true, width: 360 });
    const page = await context.newPage();
    const problems = watchConsole(page);
    await page.goto(site.base + path);
    await hydrated(page);
    expect(await page.locator(selector).count()).toBeGreaterThan(0);
    const picture = page.locator('main img').first();
    expect(
      await picture.evaluate((img: HTMLImageElement) => img.decode().then(() => img.naturalWidth)),
    ).toBeGreaterThan(0);
    expect(problems).toEqual([]);
    expect(await axeViolations(page)).toEqual([]);
    await fits(page);
    await context.close();
  });

  it('pages through the list without a reload, the head following', async () => {
    const context = await newContext(site.browser);
    const page = await context.newPage();
    const problems = watchConsole(page);
    await page.goto(`${site.base}/es/espana/noticias`);
    await hydrated(page);
    await page.evaluate(() => ((window as unknown as { stay: boolean }).stay = true));
    await page.locator('.pager a[rel="next"]').click();
    await page.waitForURL(/\?page=2$/);
    await page.waitForSelector('h2#news-latest:text("Página 2 de 4")');
    expect(await page.evaluate(() => (window as unknown as { stay?: boolean }).stay)).toBe(true);
    expect(await page.locator('head link[rel="prev"]').getAttribute('href')).toBe(
      'https://kingsleague.pro/es/espana/noticias',
    );
    expect(await page.locator('head link[rel="next"]').getAttribute('href')).toBe(
      'https://kingsleague.pro/es/espana/noticias?page=3',
    );
    await page.locator('.news-grid a').first().click();
    await page.waitForSelector('article.article h1');
    expect(await page.locator('meta[property="og:type"]').getAttribute('content')).toBe('article');
    expect(await page.locator('head link[rel="next"]').count()).toBe(0);
    expect(problems).toEqual([]);
    await context.close();
  });

  it("serves a feed that Chromium's strict XML parser reads without an error", async () => {
    const context = await newContext(site.browser);
    const page = await context.newPage();
    await page.goto(`${site.base}/es/espana/noticias`);
    const items = await page.evaluate(async () => {
      const link = document.querySelector<HTMLLinkElement>('link[rel="alternate"][type="application/rss+xml"]')!;
      const xml = await (await fetch(new URL(link.href).pathname)).text();
      const doc = new DOMParser().parseFromString(xml, 'application/xml');
      return doc.querySelector('parsererror') ? -1 : doc.querySelectorAll('rss > channel > item').length;
    });
    expect(items).toBe(20);
    await context.close();
  });

  it("copies the article's address with the copy link", async () => {
    const context = await newContext(site.browser);
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: site.base });
    const page = await context.newPage();
    await page.goto(site.base + pathOf('kings-espana', mvp.slug));
    await hydrated(page);
    await page.locator('a.share-copy').click();
    await page.waitForSelector('.share-status:text("Enlace copiado")');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
      `https://kingsleague.pro${pathOf('kings-espana', mvp.slug)}`,
    );
    expect(page.url()).toBe(site.base + pathOf('kings-espana', mvp.slug));
    await context.close();
  });

  it("shows the article's share links without JavaScript, as plain addresses", async () => {
    const context = await site.browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(site.base + pathOf('kings-espana', mvp.slug));
    expect(await page.locator('.article-share a.share-link').count()).toBe(5);
    for (const link of await page.locator('.article-share a.share-link').all())
      expect(await link.isVisible()).toBe(true);
    await context.close();
  });
});
