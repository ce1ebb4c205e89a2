import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { UpstreamError } from '../../src/server/errors.js';
import { NOW, testApp } from '../helpers/app.js';
import { embeddedPosts, sharedEmbeddedSite } from '../helpers/embedded.js';
import { fakeData } from '../helpers/fake-data.js';
import { heldUpstream } from '../helpers/held-upstream.js';

const locs = (xml: string) =>
  [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!.replace('https://kingsleague.pro', ''));

describe('robots.txt', () => {
  const site = sharedEmbeddedSite();

  it('names the sitemap by its absolute address and keeps crawlers off the JSON the pages read', async () => {
    const res = await site.app.inject({ url: '/robots.txt' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/plain');
    expect(res.body).toContain('Sitemap: https://kingsleague.pro/sitemap.xml');
    expect(res.body).toContain('Disallow: /_payload/');
  });
});

describe('the sitemap with league data', () => {
  const site = sharedEmbeddedSite();

  it("is an index of the route table's pages and one child per competition shown in navigation", async () => {
    const res = await site.app.inject({ url: '/sitemap.xml' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<sitemapindex');
    expect(locs(res.body)).toEqual([
      '/sitemaps/pages.xml',
      '/sitemaps/espana.xml',
      '/sitemaps/americas.xml',
      '/sitemaps/italia.xml',
      '/sitemaps/brazil.xml',
      '/sitemaps/france.xml',
      '/sitemaps/germany.xml',
      '/sitemaps/mena.xml',
      '/sitemaps/kwc-nations.xml',
      '/sitemaps/world-cup.xml',
      '/sitemaps/global.xml',
    ]);
  });

  it('lists the league-wide club and player pages once each, in every language, each answering 200', async () => {
    const paths = locs((await site.app.inject({ url: '/sitemaps/global.xml' })).body);
    expect(new Set(paths).size).toBe(paths.length);
    expect(paths).toContain('/en/teams/1-1k-fc');
    expect(paths).toContain('/ar/teams/1-1k-fc');
    const players = paths.filter((p) => /^\/en\/players\/\d+-/.test(p));
    expect(players.length).toBeGreaterThan(300);
    expect(paths.every((p) => /^\/[a-z]{2}\/[a-z]+\/\d+-[^/]+$/.test(p))).toBe(true);
    expect(paths).toContain('/es/equipos/1-1k-fc');
    const sample = paths.filter((_, i) => i % Math.ceil(paths.length / 30) === 0);
    for (const path of sample) expect((await site.app.inject({ url: path })).statusCode, path).toBe(200);
  }, 60_000);

  it('lists the pages of the route table, never one for operators', async () => {
    const pages = locs((await site.app.inject({ url: '/sitemaps/pages.xml' })).body);
    expect(pages).toContain('/es/espana/clasificacion');
    expect(pages).toContain('/ar/mena');
    expect(pages.some((p) => p.includes('_health'))).toBe(false);
    expect(pages).toContain('/en/espana/stats');
  });

  it("lists each club, player and match page of a competition in every language, with the data's dates", async () => {
    const res = await site.app.inject({ url: '/sitemaps/espana.xml', headers: { 'accept-encoding': 'gzip' } });
    expect(res.headers['content-encoding']).toBe('gzip');
    const xml = gunzipSync(res.rawPayload).toString();
    const paths = locs(xml);
    expect(paths).toContain('/en/espana/teams/1-1k-fc');
    expect(paths).toContain('/ar/espana/teams/1-1k-fc');
    expect(paths.filter((p) => /^\/en\/espana\/players\/\d+-/.test(p)).length).toBeGreaterThan(100);
    expect(paths.filter((p) => /^\/en\/espana\/matches\/\d+-[a-z0-9-]+-vs-[a-z0-9-]+$/.test(p)).length).toBeGreaterThan(
      40,
    );
    expect(paths.some((p) => /teams\/(58|63|64|65|66)-/.test(p))).toBe(false);
    expect(xml).toMatch(/<lastmod>\d{4}-\d{2}-\d{2}<\/lastmod>/);
  });

  it('lists only pages that answer 200 at that very address', async () => {
    const paths = locs((await site.app.inject({ url: '/sitemaps/italia.xml' })).body);
    const sample = paths.filter((_, i) => i % Math.ceil(paths.length / 40) === 0);
    for (const path of sample) expect((await site.app.inject({ url: path })).statusCode, path).toBe(200);
  }, 60_000);

  it('lists the news list and each published post with a page of its own, in the news language only, each answering 200', async () => {
    const paths = locs((await site.app.inject({ url: '/sitemaps/mena.xml' })).body).filter((p) =>
      /^\/[a-z]{2}\/mena\/news(\/|$)/.test(p),
    );
    // Published by the tests' noon, and not of the external category (they open other sites).
    const own = embeddedPosts().filter((p) => p.cms === 'kings-mena' && p.minute <= 12 * 60 && p.externalUrl === null);
    expect(own.length).toBeGreaterThan(20);
    expect(paths.sort()).toEqual(
      ['/ar/mena/news', ...own.map((p) => `/ar/mena/news/${encodeURIComponent(decodeURIComponent(p.slug))}`)].sort(),
    );
    for (const path of [paths[0]!, paths[1]!, paths.at(-1)!])
      expect((await site.app.inject({ url: path })).statusCode, path).toBe(200);
  }, 60_000);

  it('has no child for an unknown or hidden competition', async () => {
    expect((await site.app.inject({ url: '/sitemaps/atlantis.xml' })).statusCode).toBe(404);
    expect((await site.app.inject({ url: '/sitemaps/king-of-kings.xml' })).statusCode).toBe(404);
  });
});

describe('the sitemap without league data', () => {
  it("still lists the route table's pages, and a competition's child says it is unavailable for now", async () => {
    const app = await testApp({}, { data: fakeData(new UpstreamError('down', '/x', 503)) });
    expect(locs((await app.inject({ url: '/sitemaps/pages.xml' })).body)).toContain('/ar/mena');
    const child = await app.inject({ url: '/sitemaps/espana.xml' });
    expect(child.statusCode).toBe(503);
    expect(child.headers['cache-control']).toBe('no-store');
    await app.close();
  });
});

describe('a competition child under a league API that does not answer', () => {
  it('answers an honest 503 at the page deadline instead of waiting for it', async () => {
    const upstream = await heldUpstream(() => NOW, /^\/api\//);
    const app = await testApp({ UPSTREAM_URL: upstream.origin }, { clock: () => NOW, pageDeadlineMs: 50 });
    const held = await app.inject({ url: '/sitemaps/espana.xml' });
    expect(held.statusCode).toBe(503);
    expect(held.headers).toMatchObject({ 'cache-control': 'no-store', 'retry-after': '30' });
    upstream.release('answer');
    await app.close();
    await upstream.close();
  });
});
