import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildMetricsServer } from '../../src/server/metrics-server.js';
import { THEME_SCRIPT_HASH } from '../../src/server/render/theme-script.js';
import { testApp } from '../helpers/app.js';
import { sharedEmbeddedSite } from '../helpers/embedded.js';

const site = sharedEmbeddedSite();
let app: FastifyInstance;
beforeAll(() => {
  app = site.app;
});

describe('language detection on /', () => {
  it.each([
    [{}, '/es'],
    [{ 'accept-language': 'fr-CH, fr;q=0.9, en;q=0.8' }, '/fr'],
    [{ 'accept-language': 'ja, de;q=0.5, en;q=0.7' }, '/en'],
    [{ 'accept-language': 'ja' }, '/es'],
    [{ cookie: 'i18n_redirected=it', 'accept-language': 'fr' }, '/it'],
    [{ cookie: 'i18n_redirected=xx', 'accept-language': 'pt-BR' }, '/pt'],
    [{ cookie: 'a=%E0%A4%A; i18n_redirected=ar' }, '/ar'],
    [{ cookie: '=;;;=x; i18n_redirected', 'accept-language': ';;q=abc,,' }, '/es'],
  ])('%j → %s', async (headers, location) => {
    const res = await app.inject({ url: '/', headers });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe(location);
    expect(res.headers.vary).toContain('Accept-Language');
  });
});

describe('a broken Cookie header never throws: the locale cookie is read or ignored', () => {
  it.each([
    ['a bad escape in the locale cookie itself', 'i18n_redirected=%E0%A4%A', '/fr'],
    ['a lone percent sign', 'i18n_redirected=%; a=%%', '/fr'],
    ['an escaped language', 'i18n_redirected=%64%65', '/de'],
    // RFC 6265 keeps the quotes as part of the value, so it names no language.
    ['a quoted value', 'i18n_redirected="it"', '/fr'],
    ['an unbalanced quote', 'i18n_redirected="it', '/fr'],
    ['quotes inside the value', 'i18n_redirected=i"t"', '/fr'],
    ['the first of two locale cookies', 'i18n_redirected=pt; i18n_redirected=ar', '/pt'],
    ['a prototype key beside it', '__proto__=x; constructor=y; i18n_redirected=en', '/en'],
    ['no value at all', 'i18n_redirected=', '/fr'],
    ['separators only', ';;;===;; ;', '/fr'],
    ['spaces around the pair', '   i18n_redirected   =   de   ', '/de'],
    ['a header far over 8 KB', `${`big=${'x'.repeat(20_000)}`}; i18n_redirected=it`, '/it'],
    [
      'ten thousand pairs',
      `${Array.from({ length: 10_000 }, (_, i) => `c${i}=v`).join('; ')}; i18n_redirected=ar`,
      '/ar',
    ],
    ['bytes that are not UTF-8', 'i18n_redirected=%FF%FE; x=\u00e9', '/fr'],
  ])('%s', async (_case, cookie, location) => {
    const res = await app.inject({ url: '/', headers: { cookie, 'accept-language': 'fr' } });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe(location);
  });

  it('reads the locale cookie for the 404 page of a path without a language', async () => {
    const res = await app.inject({ url: '/no-such-page', headers: { cookie: 'x=%E0; i18n_redirected=it' } });
    expect(res.statusCode).toBe(404);
    expect(res.body).toMatch(/<html lang="it/);
  });

  it('reads the locale cookie for the 400 page of a URL that cannot be decoded', async () => {
    const res = await app.inject({ url: '/%E0%A4%A', headers: { cookie: 'x="; i18n_redirected=de' } });
    expect(res.statusCode).toBe(400);
    expect(res.body).toMatch(/<html lang="de/);
    const broken = await app.inject({ url: '/%', headers: { cookie: `%%%=;="${'x'.repeat(10_000)}` } });
    expect(broken.statusCode).toBe(400);
  });

  it('follows ROOT_REDIRECT', async () => {
    const other = await testApp({ ROOT_REDIRECT: '/en/espana' });
    const res = await other.inject({ url: '/', headers: { cookie: 'i18n_redirected=it' } });
    expect(res.headers.location).toBe('/en/espana');
    await other.close();
  });
});

describe('bad input gets a clear 4xx, never a 500', () => {
  it.each([
    ['/en/espana/%E0%A4%A', 400],
    ['/%', 400],
    [`/en/${'a'.repeat(3000)}`, 414],
    // Odd query strings are ignored by a page that reads none of them.
    ['/en/espana?page=%%%&x[]=1&&=', 200],
    ['/en/teams/99999999999999999999999-x', 404],
    ['/en/espana/matches/1-a-vs-', 404],
    ['/..%2f..%2fetc/passwd', 404],
    ['/assets/../package.json', 404],
    ['/img/nope.png', 404],
  ])('%s → %i', async (url, status) => {
    const res = await app.inject({ url });
    expect(res.statusCode).toBe(status);
    expect(res.body).not.toMatch(/at .*\.ts:\d+/);
  });

  it('answers other methods with 405, naming the allowed ones', async () => {
    for (const method of ['POST', 'PUT', 'DELETE'] as const) {
      const res = await app.inject({ method, url: '/en/espana' });
      expect(res.statusCode, method).toBe(405);
      expect(res.headers.allow).toBe('GET, HEAD');
    }
  });

  it('redirects a trailing slash to the canonical path', async () => {
    const res = await app.inject({ url: '/en/espana/tables/?page=2' });
    expect(res.statusCode).toBe(301);
    expect(res.headers.location).toBe('/en/espana/tables?page=2');
  });

  it('keeps a sane request id and replaces a hostile one', async () => {
    const sane = await app.inject({ url: '/healthz', headers: { 'x-request-id': 'abc-123' } });
    expect(sane.headers['x-request-id']).toBe('abc-123');
    const hostile = await app.inject({ url: '/healthz', headers: { 'x-request-id': '<script>'.repeat(20) } });
    expect(hostile.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('operations', () => {
  it('answers liveness and readiness', async () => {
    expect((await app.inject({ url: '/healthz' })).json()).toEqual({ status: 'ok' });
    expect((await app.inject({ url: '/readyz' })).statusCode).toBe(200);
  });

  it('exposes Prometheus metrics with route names on their own listener, never on the site', async () => {
    await app.inject({ url: '/en/espana/tables' });
    const metrics = buildMetricsServer(app.metrics);
    const res = await metrics.inject({ url: '/metrics' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body).toContain('http_requests_total{route="region-tables___en",status="200"}');
    expect(res.body).toContain('process_cpu_user_seconds_total');
    await metrics.close();
    const site = await app.inject({ url: '/metrics' });
    expect(site.statusCode).toBe(404);
    expect(site.body).not.toContain('process_cpu_user_seconds_total');
  });

  it('serves the health page in its minimal layout', async () => {
    const res = await app.inject({ url: '/en/_health' });
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain('<footer');
  });

  it('loads third-party scripts only when their ids are set, and allows their hosts in the CSP', async () => {
    const plain = await app.inject({ url: '/en/espana' });
    expect(plain.body).not.toContain('googletagmanager');
    const withIds = await testApp({ TAG_MANAGER_ID: 'GTM-TEST', PUSH_NOTIFICATIONS_ID: 'push-app' });
    const res = await withIds.inject({ url: '/en/espana' });
    expect(res.body).toContain('<script async src="https://www.googletagmanager.com/gtm.js?id=GTM-TEST"></script>');
    expect(res.body).toContain('OneSignalSDK');
    expect(res.headers['content-security-policy']).toContain(
      `script-src 'self' ${THEME_SCRIPT_HASH} https://www.googletagmanager.com https://cdn.onesignal.com`,
    );
    await withIds.close();
  });
});

describe('sitemap', () => {
  it('lists allowed pages in every language and leaves blocked ones out', async () => {
    const res = await app.inject({ url: '/sitemaps/pages.xml' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<loc>https://kingsleague.pro/es/espana/clasificacion</loc>');
    expect(res.body).toContain('<loc>https://kingsleague.pro/ar/mena</loc>');
    expect(res.body).not.toContain('/en/espana/team-simulator<');
    expect(res.body).not.toContain('/en/finalissima<');
    expect(res.body).not.toContain('king-of-kings');
    expect(res.body).not.toContain('_health');
  });
});

describe('readiness follows the league data', () => {
  it('is not ready while the league API cannot be reached and nothing is cached', async () => {
    const unreachable = await testApp({ UPSTREAM_URL: 'http://127.0.0.1:9' });
    const res = await unreachable.inject({ url: '/readyz' });
    expect(res.statusCode).toBe(503);
    expect((await unreachable.inject({ url: '/healthz' })).statusCode).toBe(200);
    await unreachable.close();
  });
});
