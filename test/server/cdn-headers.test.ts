import { describe, expect, it } from 'vitest';
import { sharedEmbeddedSite } from '../helpers/embedded.js';

/** What the README's "Putting a CDN in front" promises a CDN, answer by answer. */
describe('the headers a CDN caches by', () => {
  const site = sharedEmbeddedSite();
  const get = (url: string, headers: Record<string, string> = {}) => site.app.inject({ url, headers });

  it('keeps live pages 5 s and the others 30 s, serving them stale while it refreshes and when the site fails', async () => {
    expect((await get('/en/espana/tables')).headers['cache-control']).toBe(
      'public, max-age=0, s-maxage=5, stale-while-revalidate=50, stale-if-error=86400',
    );
    expect((await get('/en/espana/teams')).headers['cache-control']).toBe(
      'public, max-age=0, s-maxage=30, stale-while-revalidate=300, stale-if-error=86400',
    );
  });

  it('varies pages on Accept-Encoding only, and revalidates them by a strong ETag that ignores unread query parameters', async () => {
    const page = await get('/en/espana/tables', { 'accept-encoding': 'br' });
    expect(page.headers).toMatchObject({ vary: 'Accept-Encoding', 'content-encoding': 'br' });
    const etag = String(page.headers.etag);
    expect(etag).toMatch(/^"[^"]+"$/);
    expect((await get('/en/espana/tables?utm_source=x&fbclid=y', { 'accept-encoding': 'br' })).headers.etag).toBe(etag);
    expect((await get('/en/espana/tables', { 'if-none-match': etag })).statusCode).toBe(304);
  });

  it('shares a not-found page under a language, the same for everyone', async () => {
    const res = await get('/en/espana/no-such-page', { 'accept-language': 'fr' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['cache-control']).toBe('public, max-age=0, s-maxage=30, stale-while-revalidate=60');
    expect(res.body).toContain('<html lang="en');
  });

  it("keeps no shared copy of an answer in the visitor's own language: a path without one, and the root redirect", async () => {
    const notFound = await get('/no-such-page', { 'accept-language': 'fr' });
    expect(notFound.statusCode).toBe(404);
    expect(notFound.body).toContain('<html lang="fr');
    expect(notFound.headers['cache-control']).toBe('private, no-cache');
    const root = await get('/', { 'accept-language': 'fr' });
    expect(root.headers).toMatchObject({
      location: '/fr',
      'cache-control': 'private, no-cache',
      vary: 'Cookie, Accept-Language',
    });
  });

  it('keeps a share image for good: its address changes with what it shows', async () => {
    const page = (await get('/en/espana/teams/1-1k-fc')).body;
    const image = /<meta property="og:image" content="https:\/\/[^/]+(\/_share\/[^"]+\.png)">/.exec(page)![1]!;
    expect((await get(image)).headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('never keeps the health endpoints', async () => {
    for (const url of ['/healthz', '/readyz']) expect((await get(url)).headers['cache-control'], url).toBe('no-store');
  });
});
