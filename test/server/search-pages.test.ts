import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SearchEntry } from '../../src/shared/search/search-index.js';
import { NOW, testAppOnClock } from '../helpers/app.js';
import { sharedEmbeddedSite } from '../helpers/embedded.js';
import { switchableUpstream } from '../helpers/switchable-upstream.js';

/** The site search over HTTP on the embedded league, both leagues, in English, Arabic and Spanish. */
const kings = sharedEmbeddedSite();
const queens = sharedEmbeddedSite({ WEB_CONTEXT: 'queens' });
// The first search of a language builds its index from every competition: give it time on a busy machine.
const SLOW = 120_000;

const get = async (site: typeof kings, url: string) => {
  const res = await site.app.inject({ url });
  expect(res.statusCode, url).toBe(200);
  return res.body;
};
const main = (html: string) => html.slice(html.indexOf('<main'));
/** The links of one result group, in order. */
const group = (html: string, kind: string) => {
  const section = new RegExp(`<section class="search-group" aria-labelledby="search-${kind}">(.*?)</section>`).exec(
    main(html),
  );
  return section ? [...section[1]!.matchAll(/<a href="([^"]+)">([^<]+)<\/a>/g)].map((m) => [m[1], m[2]]) : [];
};

describe('results', () => {
  it.each([
    [kings, '/en/search?q=mostoles', 'team', ['/en/teams/11-ultimate-mostoles', 'Ultimate Móstoles']],
    [kings, '/ar/search?q=KUNIS', 'team', ['/ar/teams/5-kunisports', 'Kunisports']],
    [kings, '/en/search?q=ivan%20roca', 'player', ['/en/players/78-ivan-roca', 'Iván Roca']],
    [kings, '/en/search?q=Iv%C3%A1n-Roka', 'player', ['/en/players/78-ivan-roca', 'Iván Roca']],
    [queens, '/es/buscar?q=kunis', 'team', ['/es/equipos/17-kunisports', 'Kunisports']],
    [queens, '/ar/search?q=m%C3%B3stoles', 'team', ['/ar/teams/23-ultimate-mostoles', 'Ultimate Móstoles']],
    [kings, '/es/buscar?q=clasificacion', 'page', ['/es/espana/clasificacion', 'Clasificación']],
  ] as const)(
    '%#: %s finds its %s first, linked in the page language and the running league',
    async (site, url, kind, first) => {
      expect(group(await get(site, url), kind)[0]).toEqual(first);
    },
    SLOW,
  );

  it('groups teams, players, news and pages in that order', async () => {
    const html = main(await get(kings, '/en/search?q=kunisports'));
    const kinds = [...html.matchAll(/aria-labelledby="search-(\w+)"/g)].map((m) => m[1]);
    expect(kinds).toEqual(['team', 'player', 'page'].filter((k) => kinds.includes(k)));
    expect(kinds.slice(0, 2)).toEqual(['team', 'player']);
  });

  it('finds news in Arabic by a word of their title written without its hamza', async () => {
    const entries = JSON.parse((await kings.app.inject({ url: '/_search/ar.json' })).body) as SearchEntry[];
    const post = entries.find((e) => e.kind === 'news' && /[أإآ]/.test(e.name))!;
    expect(post, 'an Arabic post with an alef form').toBeDefined();
    const word = post.name.split(/\s+/).find((w) => /[أإآ]/.test(w))!;
    const bare = word.replace(/[أإآ]/g, 'ا');
    const found = group(await get(kings, `/ar/search?q=${encodeURIComponent(bare)}`), 'news');
    expect(found.map(([href]) => href)).toContain(post.href);
  });

  it('says plainly when nothing is found, in the page language', async () => {
    expect(main(await get(kings, '/en/search?q=zzqqxxw'))).toContain('Nothing found for “zzqqxxw”.');
    expect(main(await get(queens, '/ar/search?q=zzqqxxw'))).toContain('لا توجد نتائج لـ«zzqqxxw»');
    expect(main(await get(kings, '/es/buscar'))).toContain('Escribe el nombre de un equipo');
  });

  it('is noindex and listed in no sitemap', async () => {
    expect(await get(kings, '/en/search?q=kunis')).toContain('<meta name="robots" content="noindex">');
    const pages = await get(kings, '/sitemaps/pages.xml');
    expect(pages).toContain('/en/espana');
    expect(pages).not.toMatch(/\/(search|buscar|suche|recherche|cerca|pesquisa)</);
  });
});

describe('odd queries', () => {
  it.each([
    ['q repeated', '/en/search?q=a&q=b', 400],
    ['q repeated, one empty', '/ar/search?q=&q=kunis', 400],
    ['a NUL', '/en/search?q=ku%00nis', 400],
    ['a line break', '/es/buscar?q=ku%0Anis', 400],
    ['a broken escape', '/en/search?q=%E0%A4%A', 200],
    ['markup', '/en/search?q=%3Cscript%3Ealert(1)%3C%2Fscript%3E', 200],
    ['a long query', `/en/search?q=${'kunis'.repeat(2000)}`, 200],
    ['only punctuation', '/en/search?q=%21%21%21', 200],
    ['q=', '/en/search?q=', 200],
  ])('%s → %i', async (_, url, status) => {
    const res = await kings.app.inject({ url });
    expect(res.statusCode, url).toBe(status);
  });

  it('says the query in its title and heading escaped, cut to 100 characters', async () => {
    const html = await get(kings, '/en/search?q=%3Cscript%3Ealert(1)%3C%2Fscript%3E');
    expect(html).not.toContain('<script>alert(1)');
    expect(html).toContain('<h1>Results for “&lt;script&gt;alert(1)&lt;/script&gt;”</h1>');
    expect(html).toMatch(/<title>Results for “&lt;script&gt;alert\(1\)&lt;\/script&gt;” \|/);
    const long = /<h1>(.*?)<\/h1>/.exec(await get(kings, `/en/search?q=${'x'.repeat(300)}`))![1];
    expect(long).toBe(`Results for “${'x'.repeat(100)}”`);
  });
});

describe('without the league API', () => {
  const upstream = {} as { api: Awaited<ReturnType<typeof switchableUpstream>> };
  const site = {} as { app: Awaited<ReturnType<typeof testAppOnClock>> };
  beforeAll(async () => {
    upstream.api = await switchableUpstream(() => NOW);
    site.app = await testAppOnClock(upstream.api.origin, () => NOW);
    upstream.api.set('stopped');
  }, SLOW);
  afterAll(async () => {
    await site.app?.close();
    await upstream.api?.close();
  });

  it(
    'answers 503 honestly, never a page saying nothing was found',
    async () => {
      for (const url of ['/en/search?q=kunis', '/ar/search?q=kunis', '/_search/en.json']) {
        const res = await site.app.inject({ url });
        expect(res.statusCode, url).toBe(503);
        expect(res.headers['cache-control'], url).toBe('no-store');
        expect(res.body, url).not.toContain('Nothing found');
      }
    },
    SLOW,
  );

  it('still serves the form without a query', async () => {
    expect((await site.app.inject({ url: '/en/search' })).statusCode).toBe(200);
  });
});

describe('suggestions index', () => {
  it(
    'is the language’s entries as JSON, compressed, cached a while',
    async () => {
      const res = await queens.app.inject({ url: '/_search/es.json', headers: { 'accept-encoding': 'gzip' } });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBe('gzip');
      expect(res.headers['cache-control']).toMatch(/^public, max-age=300/);
      const plain = JSON.parse((await queens.app.inject({ url: '/_search/es.json' })).body) as SearchEntry[];
      expect(plain).toContainEqual({
        name: 'Kunisports',
        kind: 'team',
        href: '/es/equipos/17-kunisports',
        detail: 'Queens League Spain',
      });
    },
    SLOW,
  );

  it.each(['/_search/xx.json', '/_search/en.js', '/_search/en'])('%s is a 404', async (url) => {
    expect((await kings.app.inject({ url })).statusCode).toBe(404);
  });
});
