import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pageData, testApp } from '../helpers/app.js';
import { embeddedSite } from '../helpers/embedded.js';

let kings: FastifyInstance;
let queens: FastifyInstance;
beforeAll(async () => {
  kings = await embeddedSite();
  queens = await embeddedSite({ WEB_CONTEXT: 'queens' });
});
afterAll(async () => {
  await kings.close();
  await queens.close();
});

const get = (app: FastifyInstance, url: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url, headers });

describe('statuses', () => {
  it.each([
    ['/es', 200],
    ['/ar/espana/tables', 200],
    ['/de/espana/klassifikation', 200],
    ['/en/legends', 200],
    ['/en/stores', 200],
    ['/en/_health', 200],
    ['/es/espana/noticias', 200],
    ['/it/italia/circolari', 200],
    ['/es/espana/mercato-fichajes', 200],
    ['/en/atlantis', 404],
    ['/en/espana/team-simulator', 404],
    ['/en/finalissima', 404],
    ['/de/espana/tables', 404],
    ['/en/espana/news', 404],
    ['/xx/espana', 404],
    ['/en/espana/matches/abc', 404],
    ['/en/king-of-kings/tables-kwcc', 404],
  ])('kings %s → %i', async (url, status) => {
    expect((await get(kings, url)).statusCode).toBe(status);
  });

  it.each([
    ['/en/espana/tables', 200],
    ['/en/americas', 200],
    ['/en/finalissima', 200],
    ['/es/espana/circulares', 200],
    ['/en/italia/tables', 404],
    ['/en/legends', 404],
    ['/en/stores', 404],
    ['/en/americas/team-simulator', 200],
    ['/en/espana/team-simulator', 404],
    ['/en/americas/stats/assists', 404],
    ['/en/espana/stats/assists', 200],
  ])('queens %s → %i', async (url, status) => {
    expect((await get(queens, url)).statusCode).toBe(status);
  });
});

describe('the document', () => {
  it('declares the language and direction', async () => {
    const ar = await get(kings, '/ar/espana/tables');
    expect(ar.body).toMatch(/<html lang="ar-001" dir="rtl" data-context="kings">/);
    const de = await get(kings, '/de/espana/klassifikation');
    expect(de.body).toMatch(/<html lang="de-DE" dir="ltr"/);
  });

  it('hands the page state to the browser as escaped JSON and loads one module script', async () => {
    const res = await get(kings, '/es/espana/clasificacion?q=%3C/script%3E%3Cscript%3Ealert(1)%3C/script%3E');
    const data = pageData(res.body);
    expect(data.state).toMatchObject({ routeName: 'region-tables___es', lang: 'es', region: 'espana', status: 200 });
    expect(res.body).not.toContain('<script>alert(1)');
    expect(res.body.match(/<script\b[^>]*>/g)).toEqual([
      '<script>',
      '<script type="module" src="/assets/entry-test.js">',
      '<script type="application/json" id="__DATA__">',
    ]);
    expect(res.body).toContain(
      '<link rel="modulepreload" href="/assets/messages-es-test.js"><link rel="modulepreload" href="/assets/messages-es-tables-test.js">',
    );
    expect(data.messages).toEqual(['/assets/messages-es-test.js', '/assets/messages-es-tables-test.js']);
    expect(res.body).not.toContain('messages-en-');
    expect(res.body).toContain('<link rel="modulepreload" href="/assets/tables-page-test.js">');
    expect(res.body).not.toContain('error-screens-test.js');
  });

  it('preloads the error screens on a page that shows one, and only there', async () => {
    const missing = await get(kings, '/es/espana/clasificacion/no-such-thing');
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toContain('<link rel="modulepreload" href="/assets/error-screens-test.js">');
    expect(missing.body).not.toContain('tables-page-test.js');
  });

  it('sends security headers and a CSP allowing the one inline script, the theme, by its hash', async () => {
    const res = await get(kings, '/en/espana');
    const scriptSrc = String(res.headers['content-security-policy'])
      .split(/;\s*/)
      .find((d) => d.startsWith('script-src'));
    // The hash of the document's inline script, as a browser computes it; nothing else inline.
    const inline = [...res.body.matchAll(/<script>([^<]*)<\/script>/g)].map((m) => m[1]!);
    expect(inline).toHaveLength(1);
    const hash = `'sha256-${createHash('sha256').update(inline[0]!).digest('base64')}'`;
    // The tickets page's calendar widget is the one third-party script of a default build.
    expect(scriptSrc).toBe(`script-src 'self' ${hash} https://sync.ecal.com`);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['cache-control']).toContain('s-maxage');
  });
});

describe('metadata', () => {
  it('titles pages with the template and the league of the region', async () => {
    expect((await get(kings, '/en/espana/tables')).body).toContain('<title>Tables | Kings League Spain</title>');
    expect((await get(queens, '/en/americas/tables')).body).toContain('<title>Tables | Queens League Americas</title>');
    expect((await get(kings, '/en/legends')).body).toContain('<title>Legends | Kings League</title>');
  });

  it('keeps only the page parameter in the canonical link, and the parameters the page reads in the share URL', async () => {
    const res = await get(kings, '/en/espana/tables?season=13&page=2&utm_source=x');
    // The tables page has no pages: only its season is read, and canonical keeps none.
    expect(res.body).toContain('<link rel="canonical" href="https://kingsleague.pro/en/espana/tables">');
    expect(res.body).toContain('<meta property="og:url" content="https://kingsleague.pro/en/espana/tables?season=13">');
    const plain = await get(kings, '/en/espana/tables?utm_source=x&fbclid=y');
    expect(plain.body).toContain('<meta property="og:url" content="https://kingsleague.pro/en/espana/tables">');
  });

  it('uses the region share image, else the context default', async () => {
    expect((await get(kings, '/en/italia')).body).toContain(
      '<meta property="og:image" content="https://kingsleague.pro/img/og/kl-italia.jpg">',
    );
    expect((await get(kings, '/en/legends')).body).toContain(
      '<meta property="og:image" content="https://kingsleague.pro/img/generic-og-kl.jpg">',
    );
    expect((await get(queens, '/en/finalissima')).body).toContain(
      'content="https://queensleague.pro/img/generic-og-ql.jpg"',
    );
  });

  it('links the seven languages and x-default', async () => {
    const body = (await get(kings, '/fr/espana/classement')).body;
    for (const [tag, path] of [
      ['ar-001', '/ar/espana/tables'],
      ['de-DE', '/de/espana/klassifikation'],
      ['en-GB', '/en/espana/tables'],
      ['es-ES', '/es/espana/clasificacion'],
      ['fr-FR', '/fr/espana/classement'],
      ['it-IT', '/it/espana/classifica'],
      ['pt-BR', '/pt/espana/classificacao'],
      ['x-default', '/es/espana/clasificacion'],
    ]) {
      expect(body).toContain(`<link rel="alternate" hreflang="${tag}" href="https://kingsleague.pro${path}">`);
    }
    expect(body).toContain('<meta property="og:locale" content="fr_FR">');
    expect(body).toContain('<meta property="og:locale:alternate" content="pt_BR">');
    expect(body).toContain('<meta property="og:locale:alternate" content="ar_AR">');
    expect(body).toContain('<meta name="twitter:card" content="summary_large_image">');
  });

  it('links only the languages a page exists in, and the switcher falls back to the region home', async () => {
    const res = await get(kings, '/es/espana/mercato-fichajes');
    expect(res.body).toContain('hreflang="en-GB" href="https://kingsleague.pro/en/espana/mercato-transfers"');
    expect(res.body).not.toContain('hreflang="de-DE"');
    const { state } = pageData(res.body);
    expect(state.alternates).toMatchObject({
      en: { href: '/en/espana/mercato-transfers', exact: true },
      de: { href: '/de/espana', exact: false },
      es: { href: '/es/espana/mercato-fichajes', exact: true },
    });
  });

  it('keeps the page and its params in the switcher', async () => {
    const { state } = pageData((await get(kings, '/en/espana/matches/123-el-barrio-vs-pio-fc')).body);
    expect(state.alternates).toMatchObject({
      es: { href: '/es/espana/partidos/123-el-barrio-vs-pio-fc' },
      de: { href: '/de/espana/spiele/123-el-barrio-vs-pio-fc' },
    });
  });

  it('keeps the query the page reads in the switcher, for the same page only', async () => {
    const switcher = (body: string) =>
      [...body.matchAll(/<a href="([^"]*)" hrefLang="([^"]*)"/g)].map((m) => m[1]!.replace(/&amp;/g, '&'));
    const turn = switcher((await get(kings, '/en/espana/matches?turn=16&utm_source=x')).body);
    expect(turn).toContain('/es/espana/partidos?turn=16');
    expect(turn).toContain('/ar/espana/matches?turn=16');
    expect(turn.every((href) => !href.includes('utm_source'))).toBe(true);
    // The plain page's switcher is its own: the kept header of one query is not another's.
    expect(switcher((await get(kings, '/en/espana/matches')).body)).toContain('/es/espana/partidos');
    expect(switcher((await get(kings, '/en/espana/matches?turn=17')).body)).toContain('/es/espana/partidos?turn=17');
    // A language the page is missing in gets the region home, without the query.
    const mercato = switcher((await get(kings, '/en/espana/mercato-transfers?team=3')).body);
    expect(mercato).toContain('/es/espana/mercato-fichajes?team=3');
    expect(mercato).toContain('/de/espana');
  });

  it('uses the SITE_ORIGIN override', async () => {
    const app = await testApp({ SITE_ORIGIN: 'https://staging.kingsleague.pro' });
    expect((await get(app, '/en/espana')).body).toContain(
      '<link rel="canonical" href="https://staging.kingsleague.pro/en/espana">',
    );
    await app.close();
  });
});

describe('errors', () => {
  it('shows the 404 screen with the site title and the status', async () => {
    const res = await get(kings, '/en/atlantis');
    expect(res.body).toContain('<title>Page not found | Kings League</title>');
    expect(res.body).toContain('404');
    expect(res.body).toContain('Page not found');
    expect(res.body).toContain('Offside!');
    expect(res.body).toContain('href="/"');
    expect(res.body).toContain('noindex');
  });

  it('keeps the status page out of search results, and pages in', async () => {
    expect((await get(kings, '/en/_health')).body).toContain('<meta name="robots" content="noindex">');
    expect((await get(kings, '/en/espana/tables')).body).not.toContain('noindex');
  });

  it('shows the region-specific not-found page for a blocked page', async () => {
    const res = await get(kings, '/en/espana/team-simulator');
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('Kings League Spain');
    expect(pageData(res.body).state).toMatchObject({ view: { kind: 'blocked' }, region: 'espana' });
  });

  it('localizes the 404 screen by the path language', async () => {
    const res = await get(kings, '/es/atlantis');
    expect(pageData(res.body).state.lang).toBe('es');
    expect(res.body).toContain('<html lang="es-ES"');
  });
});
