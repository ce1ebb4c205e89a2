import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { testApp } from '../helpers/app.js';
import { embeddedUpstream, sharedEmbeddedSite } from '../helpers/embedded.js';
import { headOf } from './json-ld-checks.js';

/**
 * Team, player, match and news pages point crawlers at a PNG drawn from their own data, 1200×630,
 * under an address carrying its version; list and home pages keep their region's picture
 * (docs/decisions/0078-share-images.md).
 */
const SITES = {
  kings: {
    region: 'kl-espana',
    pages: [
      '/en/espana/teams/1-1k-fc',
      '/en/teams/1-1k-fc',
      '/en/espana/players/1-ricardo-lopez',
      '/en/players/1-ricardo-lopez',
      '/en/espana/matches/2100-jijantes-fc-vs-1k-fc',
      '/ar/espana/matches/2142-porcinos-fc-vs-jijantes-fc',
    ],
    news: ['/ar/mena/news', '/es/espana/noticias'],
  },
  queens: {
    region: 'ql-espana',
    pages: [
      '/en/espana/teams/23-ultimate-mostoles',
      '/en/espana/players/157-irene-lopez',
      '/ar/players/157-irene-lopez',
      '/en/espana/matches/2300-el-barrio-vs-porcinos-fc',
      '/en/espana/matches/2334-saiyans-fc-vs-rayo-de-barcelona',
    ],
    news: ['/es/espana/noticias'],
  },
} as const;

const ADDRESS = /^https:\/\/[^/]+(\/_share\/[^?#]+\.[0-9a-f]{12}\.png)$/;

async function firstArticle(app: FastifyInstance, list: string): Promise<string> {
  const body = (await app.inject({ url: list })).body;
  return new RegExp(`href="(${list}/[^"/?]+)"`).exec(body.slice(body.indexOf('<main')))![1]!;
}

/** The page's share image address (its path on the site), after checking what the head says of it. */
async function shareImageOf(app: FastifyInstance, page: string): Promise<string> {
  const res = await app.inject({ url: page });
  expect(res.statusCode, page).toBe(200);
  const head = headOf(res.body);
  const image = head.meta('og:image');
  expect(image, page).toMatch(ADDRESS);
  expect(head.meta('og:image:width')).toBe('1200');
  expect(head.meta('og:image:height')).toBe('630');
  expect(head.meta('og:image:alt')?.length).toBeGreaterThan(3);
  expect(head.meta('twitter:image')).toBe(image);
  expect(head.meta('twitter:image:alt')).toBe(head.meta('og:image:alt'));
  return ADDRESS.exec(image!)![1]!;
}

/** Width and height from a PNG's header (its IHDR chunk). */
function pngSize(body: Buffer): [number, number] {
  expect(body.subarray(0, 8).toString('hex')).toBe('89504e470d0a1a0a');
  expect(body.subarray(12, 16).toString('latin1')).toBe('IHDR');
  return [body.readUInt32BE(16), body.readUInt32BE(20)];
}

describe.each(Object.keys(SITES) as (keyof typeof SITES)[])('share images on the %s site', (context) => {
  const site = sharedEmbeddedSite({ WEB_CONTEXT: context });
  const { pages, news, region } = SITES[context];

  async function checkImage(page: string) {
    const path = await shareImageOf(site.app, page);
    const res = await site.app.inject({ url: path });
    expect(res.statusCode, path).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(pngSize(res.rawPayload)).toEqual([1200, 630]);
    const etag = String(res.headers.etag);
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await site.app.inject({ url: path, headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.headers.etag).toBe(etag);
  }

  it.each(pages)('%s', async (page) => {
    await checkImage(page);
  });

  it.each(news)('an article of %s', async (list) => {
    await checkImage(await firstArticle(site.app, list));
  });

  it.each(['/en', '/en/espana', '/en/espana/teams', '/en/espana/matches', '/es/espana/noticias'])(
    '%s keeps the region picture',
    async (page) => {
      const head = headOf((await site.app.inject({ url: page })).body);
      const image = head.meta('og:image')!;
      expect(image).toMatch(
        page === '/en' ? /\/img\/generic-og-(kl|ql)\.jpg$/ : new RegExp(`/img/og/${region}\\.jpg$`),
      );
      expect(head.meta('twitter:image')).toBe(image);
      expect(head.meta('og:image:width')).toBe('1200');
      expect(head.meta('og:image:alt')).toBeUndefined();
    },
  );

  it('sends an older version of a page image on to the current one', async () => {
    const path = await shareImageOf(site.app, pages[0]);
    const old = path.replace(/\.[0-9a-f]{12}\.png$/, '.000000000000.png');
    const res = await site.app.inject({ url: old });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe(path);
    expect(res.headers['cache-control']).not.toContain('immutable');
  });

  it.each([
    '/_share/en/espana/teams/999999-nobody.0123456789ab.png',
    '/_share/en/players/999999-nobody.0123456789ab.png',
    '/_share/en/espana/matches/1-a-vs-b.0123456789ab.png',
    '/_share/en/espana/tables.0123456789ab.png',
    '/_share/en/nowhere/teams/1-1k-fc.0123456789ab.png',
    '/_share/en/espana/teams/1-1k-fc.png',
    '/_share/en/espana/teams/1-1k-fc.0123456789AB.png',
    '/_share/..%2F..%2Fetc%2Fpasswd.0123456789ab.png',
  ])('%s is a 404', async (url) => {
    const res = await site.app.inject({ url });
    expect(res.statusCode).toBe(404);
    expect(res.headers['cache-control']).not.toContain('immutable');
  });
});

describe('share images with the league API down', () => {
  it('answers 503 that nothing keeps', async () => {
    const app = await testApp({ UPSTREAM_URL: 'http://127.0.0.1:9' }, { pageDeadlineMs: 500 });
    const res = await app.inject({ url: '/_share/en/espana/teams/1-1k-fc.0123456789ab.png' });
    expect(res.statusCode).toBe(503);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    await app.close();
  });

  it('still sends an image drawn before, from its kept copy', async () => {
    const upstream = await embeddedUpstream();
    const app = await testApp({ UPSTREAM_URL: upstream.origin }, { pageDeadlineMs: 1000 });
    try {
      const path = await shareImageOf(app, '/en/espana/teams/1-1k-fc');
      const drawn = await app.inject({ url: path });
      expect(drawn.statusCode).toBe(200);
      await upstream.close();
      const kept = await app.inject({ url: path });
      expect(kept.statusCode).toBe(200);
      expect(kept.rawPayload.equals(drawn.rawPayload)).toBe(true);
      const never = await app.inject({ url: '/_share/en/espana/players/1-ricardo-lopez.0123456789ab.png' });
      expect(never.statusCode).toBe(503);
      expect(never.headers['cache-control']).toBe('no-store');
    } finally {
      await app.close();
    }
  });
});
