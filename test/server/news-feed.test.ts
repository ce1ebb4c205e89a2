import { parseFeed } from '@rowanmanning/feed-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { regionsFor } from '../../src/shared/config/regions.js';
import { W } from '../../src/shared/routing/words.js';
import { embeddedSite, sharedEmbeddedSite } from '../helpers/embedded.js';
import { type FaultServer, startFaultServer } from './data/helpers/fault-server.js';

/** The RSS feed of a region's news (docs/decisions/0023-news-feed-path.md), read by a real feed parser. */
const site = sharedEmbeddedSite();

describe('the news feed', () => {
  it.each(
    regionsFor('kings')
      .filter((r) => r.newsLang)
      .map((r) => [r.slug, r.newsLang!] as const),
  )('of %s is RSS 2.0 a feed parser reads', async (slug, lang) => {
    const list = `/${lang}/${slug}/${W.news[lang]}`;
    const res = await site.app.inject({ url: `${list}.xml` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/rss+xml; charset=utf-8');
    expect(res.headers['cache-control']).toMatch(/^public, max-age=300/);
    expect(res.body).toMatch(/^<\?xml version="1\.0" encoding="UTF-8"\?>\n<rss version="2\.0"/);
    const feed = parseFeed(res.body);
    expect([feed.meta.type, feed.meta.version]).toEqual(['rss', '2.0']);
    expect(feed.title).toMatch(/ \| Kings League /);
    expect(feed.url).toBe(`https://kingsleague.pro${list}`);
    expect(feed.self).toBe(`https://kingsleague.pro${list}.xml`);
    expect(feed.language).toBe(
      { es: 'es-ES', it: 'it-IT', pt: 'pt-BR', fr: 'fr-FR', de: 'de-DE', ar: 'ar-001' }[lang as string],
    );
    expect(feed.items).toHaveLength(20);
    const dates = feed.items.map((i) => i.published!.getTime());
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    for (const item of feed.items) {
      expect(item.title).toBeTruthy();
      expect(item.id).toMatch(new RegExp(`^https://kingsleague\\.pro${list}/[^/]+$`));
      expect(item.url === item.id || item.url!.startsWith('https://www.youtube.com/')).toBe(true);
    }
    // Every post of the feed is a page of the site.
    const first = new URL(feed.items[0]!.id!).pathname;
    expect((await site.app.inject({ url: first })).statusCode).toBe(200);
  });

  it('is advertised on the list, at an address no post can take', async () => {
    const html = (await site.app.inject({ url: '/es/espana/noticias' })).body;
    expect(html).toContain(
      'type="application/rss+xml" title="Kings League Spain RSS" href="https://kingsleague.pro/es/espana/noticias.xml"',
    );
    // A post named "feed" would live under /noticias/, and a slug never holds a dot.
    expect((await site.app.inject({ url: '/es/espana/noticias/feed.xml' })).statusCode).toBe(404);
    expect((await site.app.inject({ url: '/es/espana/noticias/feed' })).statusCode).toBe(404);
  });

  it.each([
    '/en/espana/news.xml',
    '/es/espana/news.xml',
    '/es/world-cup/noticias.xml',
    '/es/atlantis/noticias.xml',
    '/xx/espana/noticias.xml',
    '/es/espana/clasificacion.xml',
  ])('%s is a 404', async (url) => {
    const res = await site.app.inject({ url });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toContain('text/html');
  });
});

describe('when the CMS is down or answers nonsense', () => {
  let cms: FaultServer;
  beforeAll(async () => {
    cms = await startFaultServer();
    cms.on('/down/kings-espana/wp-json/wp/v2/posts', [{ status: 500, json: { message: 'down' } }]);
    cms.on('/bad/kings-espana/wp-json/wp/v2/posts', [{ body: '<html>not json' }]);
    cms.on('/shape/kings-espana/wp-json/wp/v2/posts', [{ json: [{ id: 'one', title: 7 }] }]);
  });
  afterAll(() => cms.close());

  it.each(['down', 'bad', 'shape'])(
    '(%s) the list and the feed say news cannot be loaded, and the rest of the site is untouched',
    async (kind) => {
      const app = await embeddedSite({ CMS_URL: `${cms.url}/${kind}/{region}` });
      try {
        const list = await app.inject({ url: '/es/espana/noticias' });
        expect(list.statusCode).toBe(503);
        expect(list.headers['cache-control']).toBe('no-store');
        expect(list.body).toContain('No hemos podido cargar estos datos');
        expect((await app.inject({ url: '/es/espana/noticias/cualquiera' })).statusCode).toBe(503);
        const feed = await app.inject({ url: '/es/espana/noticias.xml' });
        expect([feed.statusCode, feed.headers['cache-control']]).toEqual([503, 'no-store']);
        const home = await app.inject({ url: '/es/espana' });
        expect(home.body).toMatch(
          /<h2 id="news" class="section-title">Últimas noticias<\/h2><p class="notice" role="status">No hemos podido cargar/,
        );
        expect(home.body).toContain('class="match-card');
        // Every language's region home shows the region's news (in Spanish here), so each says it
        // could not load them; the pages without news are untouched.
        for (const url of ['/es/espana/clasificacion', '/es/espana/partidos', '/en/espana/matches'])
          expect((await app.inject({ url })).statusCode, url).toBe(200);
      } finally {
        await app.close();
      }
    },
  );
});
