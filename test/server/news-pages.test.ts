import { describe, expect, it } from 'vitest';
import { regionsFor } from '../../src/shared/config/regions.js';
import { W } from '../../src/shared/routing/words.js';
import { XSS_FLAG } from '../../src/upstream/generate/news-hostile.js';
import { pageData } from '../helpers/app.js';
import { embeddedPosts, sharedEmbeddedSite } from '../helpers/embedded.js';

/** The news pages over HTTP on the embedded CMS (docs/decisions/0023–0025). */
const site = sharedEmbeddedSite();
const LIST = '/es/espana/noticias';
const posts = embeddedPosts();

async function get(url: string, status = 200) {
  const res = await site.app.inject({ url });
  expect(res.statusCode, url).toBe(status);
  return res;
}
/** Says which text is missing without printing the whole page. */
const has = (html: string, text: string) => expect(html.includes(text), text).toBe(true);
const links = (html: string, prefix: string) =>
  [...html.matchAll(new RegExp(`href="(${prefix}[^"?#]*)"`, 'g'))].map((m) => m[1]!);
const headLink = (html: string, rel: string) =>
  new RegExp(`<link rel="${rel}"(?: type="[^"]*")?(?: title="[^"]*")? href="([^"]+)">`).exec(html)?.[1];
interface ListData {
  featured: { id: number }[];
  posts: { id: number; href: string; external: boolean }[];
  pager: { page: number; totalPages: number };
}

describe('the news list', () => {
  it('shows the featured posts, then twelve others newest first, with its feed, and no notice', async () => {
    const { body } = await get(LIST);
    const data = pageData(body).state.data as ListData;
    expect(data.featured).toHaveLength(3);
    expect(data.posts).toHaveLength(12);
    expect(data.pager).toMatchObject({ page: 1, totalPages: 4 });
    expect(data.posts.some((p) => data.featured.some((f) => f.id === p.id))).toBe(false);
    expect(body).not.toContain('pending-notice');
    expect(body).toMatch(/<h1>Noticias<\/h1>/);
    expect(headLink(body, 'alternate')).toBe('https://kingsleague.pro/es/espana/noticias.xml');
    has(body, '<link rel="alternate" type="application/rss+xml" title="Kings League Spain RSS"');
    expect(headLink(body, 'next')).toBe('https://kingsleague.pro/es/espana/noticias?page=2');
    expect(headLink(body, 'prev')).toBeUndefined();
    expect(body).toMatch(/<img src="\/media\/news\/\d+\.svg" alt="[^"]+" decoding="async" width="1200" height="675"/);
    expect(body).toMatch(/<time dateTime="2026-11-2\dT\d\d:00:00.000Z">2\d nov 2026<\/time>/);
  });

  it('pages through every post once, keeps page in the canonical, links prev and next, and 404s past the end', async () => {
    const first = pageData((await get(LIST)).body).state.data as ListData;
    const seen = [...first.featured, ...first.posts].map((p) => p.id);
    for (let page = 2; page <= 4; page++) {
      const { body } = await get(`${LIST}?page=${page}`);
      const data = pageData(body).state.data as ListData;
      expect(data.featured).toEqual(expect.any(Array));
      expect(body).not.toContain('id="news-featured"');
      seen.push(...data.posts.map((p) => p.id));
      has(body, `<link rel="canonical" href="https://kingsleague.pro${LIST}?page=${page}">`);
      expect(headLink(body, 'prev')).toBe(`https://kingsleague.pro${LIST}${page === 2 ? '' : `?page=${page - 1}`}`);
      expect(headLink(body, 'next')).toBe(page === 4 ? undefined : `https://kingsleague.pro${LIST}?page=${page + 1}`);
      has(body, `aria-current="page" aria-label="Página ${page}"`);
    }
    const published = posts.filter((p) => p.cms === 'kings-espana' && p.minute <= 12 * 60);
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen.length).toBe(published.length);
    for (const url of [`${LIST}?page=5`, `${LIST}?page=0`, `${LIST}?page=abc`, `${LIST}?page=-1`]) await get(url, 404);
  });

  it('links external posts to their outside address, in a new tab, marked as external', async () => {
    const all = [];
    for (let page = 1; page <= 4; page++)
      all.push(...(pageData((await get(`${LIST}?page=${page}`)).body).state.data as ListData).posts);
    const external = all.filter((p) => p.external);
    expect(external.length).toBeGreaterThan(0);
    for (const p of external) expect(p.href).toMatch(/^https:\/\/www\.youtube\.com\//);
    const { body } = await get(`${LIST}?page=2`);
    expect(body).toMatch(/<span class="badge news-badge">Externo<\/span>/);
    expect(body).toMatch(
      /<a href="https:\/\/www\.youtube\.com\/@KingsLeague" target="_blank" rel="noopener noreferrer">/,
    );
  });

  it("exists only in the region's news language, under its word", async () => {
    for (const url of [
      '/en/espana/news',
      '/es/espana/news',
      '/it/espana/notizie',
      '/es/world-cup/noticias',
      '/es/atlantis/noticias',
    ])
      await get(url, 404);
  });
});

describe('an article', () => {
  const slug = 'guillem-zz-mvp-de-la-jornada-6';
  const url = `${LIST}/${slug}`;

  it('shows title, dates, author, picture, body, tags, share links, related posts and a way back', async () => {
    const { body } = await get(url);
    expect(body).toMatch(/<h1>Guillem ZZ, MVP de la jornada 6<\/h1>/);
    expect(body).toMatch(/<span class="article-author">Por [^<]+<\/span>/);
    has(body, '<time dateTime="2026-11-09T17:00:00.000Z">9 de noviembre de 2026 a las 18:00</time>');
    expect(body).toMatch(
      /<img src="\/media\/news\/\d+\.svg" alt="Guillem ZZ, MVP de la jornada 6" width="1200" height="675" fetchPriority="high"/,
    );
    has(body, 'data-embed="youtube"');
    has(body, 'href="https://www.youtube.com/watch?v=');
    expect(body).not.toMatch(/<iframe/);
    has(body, '<span class="chip">xBuyer Team</span>');
    has(body, 'Guillem ZZ fue el mejor del partido entre Rayo de Barcelona y xBuyer Team. Su equipo ganó 5-4.');
    const own = encodeURIComponent(`https://kingsleague.pro${url}`);
    for (const share of [
      `https://x.com/intent/post?url=${own}&amp;text=`,
      `https://www.facebook.com/sharer/sharer.php?u=${own}"`,
      'https://wa.me/?text=Guillem%20ZZ%2C%20MVP',
      `https://t.me/share/url?url=${own}&amp;text=`,
    ]) {
      has(body, `href="${share}`);
    }
    has(body, `<a class="share-link share-copy" href="https://kingsleague.pro${url}">`);
    has(body, `<a href="${LIST}">Volver a las noticias</a>`);
    const related = (pageData(body).state.data as { related: unknown[] }).related;
    expect(related.length).toBeGreaterThanOrEqual(3);
    expect(related.length).toBeLessThanOrEqual(4);
  });

  it("describes itself as a NewsArticle with its own share image and the post's excerpt", async () => {
    const { body } = await get(url);
    has(body, '<meta property="og:type" content="article">');
    expect(body).toMatch(
      new RegExp(`<meta property="og:image" content="https://kingsleague\\.pro/_share${url}\\.[0-9a-f]{12}\\.png">`),
    );
    has(
      body,
      '<meta name="description" content="El jugador de Rayo de Barcelona se lleva el premio al mejor de la jornada en la Kings League Spain.">',
    );
    has(body, '<meta property="article:published_time" content="2026-11-09T17:00:00.000Z">');
    const ld = JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/s.exec(body)![1]!);
    expect(ld).toMatchObject({
      '@type': 'NewsArticle',
      headline: 'Guillem ZZ, MVP de la jornada 6',
      url: `https://kingsleague.pro${url}`,
      inLanguage: 'es-ES',
      datePublished: '2026-11-09T17:00:00.000Z',
      author: { '@type': 'Person' },
      publisher: { '@type': 'Organization', name: 'Kings League Spain' },
      image: [expect.stringMatching(/^https:\/\/kingsleague\.pro\/media\/news\/\d+\.svg$/)],
    });
  });

  it('redirects another spelling of the post (case, {id}-{slug}, the id alone) to its own, keeping the query', async () => {
    const id = posts.find((p) => p.cms === 'kings-espana' && p.slug === slug)!.id;
    for (const other of [slug.toUpperCase(), `${id}-${slug}`, String(id), `${id}-old-title`]) {
      const res = await get(`${LIST}/${other}?utm_source=x`, 301);
      expect(res.headers.location, other).toBe(`${url}?utm_source=x`);
    }
  });

  it('redirects an Arabic slug written with lowercase escapes to the one address', async () => {
    const post = posts.find((p) => p.cms === 'kings-mena' && /^%d8/.test(p.slug) && p.minute < 0)!;
    const own = `/ar/mena/news/${encodeURIComponent(decodeURIComponent(post.slug))}`;
    await get(own);
    expect((await get(`/ar/mena/news/${post.slug}`, 301)).headers.location).toBe(own);
  });

  it('is a 404 for an unknown slug, in the region, with its sections and its news', async () => {
    const { body } = await get(`${LIST}/no-existe-esta-noticia`, 404);
    has(body, '>404</p>');
    expect(body).toMatch(/<ul class="chips">.*href="\/es\/espana\/noticias"/s);
    expect((await get(`${LIST}/feed.xml`, 404)).body).toContain('>404</p>');
  });

  it("never sends a hostile post's scripts, handlers or script addresses", async () => {
    for (const post of posts.filter((p) => p.content.includes(XSS_FLAG) && p.minute <= 12 * 60)) {
      const region = regionsFor(post.cms.startsWith('kings') ? 'kings' : 'queens').find((r) =>
        r.cmsKey.endsWith(post.cms),
      )!;
      if (post.cms.startsWith('queens')) continue;
      const path = `/${region.newsLang}/${region.slug}/${W.news[region.newsLang!]}/${encodeURIComponent(decodeURIComponent(post.slug))}`;
      const html = /<div class="article-body">([\s\S]*?)<section class="article-share"/.exec(
        (await get(path)).body,
      )![1]!;
      expect(html, path).not.toMatch(
        /<script|<iframe|<svg|<math|<object|<embed|<form|<style|<[^>]*\son\w+=|<[^>]*(?:javascript|vbscript|data):/i,
      );
    }
  });
});

describe('headlines and navigation', () => {
  it.each(
    regionsFor('kings')
      .filter((r) => r.newsLang)
      .map((r) => [r.slug, r.newsLang!] as const),
  )('every headline of the %s home opens its article', async (slug, lang) => {
    const home = (await get(`/${lang}/${slug}`)).body;
    const prefix = `/${lang}/${slug}/${W.news[lang]}/`;
    const headlines = links(home, prefix);
    expect(headlines.length).toBe(4);
    has(home, `href="https://kingsleague.pro/${lang}/${slug}/${W.news[lang]}.xml"`);
    for (const link of headlines) {
      const article = await get(link);
      const title = /<h1>([^<]+)<\/h1>/.exec(article.body)![1]!;
      has(home, `>${title}</a>`);
    }
    const header = /<header class="site-header"[\s\S]*?<\/header>/.exec(home)?.[0] ?? home;
    has(header, `href="/${lang}/${slug}/${W.news[lang]}"`);
  });
});
