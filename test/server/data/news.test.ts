import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createDataLayer, type DataLayer } from '../../../src/server/data/index.js';
import { cmsBaseUrl } from '../../../src/server/data/news.js';
import { NotFoundError } from '../../../src/server/errors.js';
import { findRegion } from '../../../src/shared/config/regions.js';
import { wpPost } from '../../helpers/api-responses.js';
import { type FaultServer, startFaultServer } from './helpers/fault-server.js';

const espana = findRegion('kings', 'espana')!;
const POSTS = '/cms/kings-espana/wp-json/wp/v2/posts';
let server: FaultServer;
let data: DataLayer;

beforeAll(async () => {
  server = await startFaultServer();
});
afterAll(async () => {
  await server.close();
});
beforeEach(() => {
  server.reset();
  data = createDataLayer({ origin: server.url, cmsUrl: null, context: 'kings', sleep: async () => {} });
});
afterEach(async () => {
  await data.close();
});

describe('cms base URL (docs/decisions/0007-cms-keys.md)', () => {
  it('resolves the cmsKey against the API origin, or fills CMS_URL with the key name', () => {
    expect(cmsBaseUrl(espana, 'https://api.example/league', null).href).toBe('https://api.example/cms/kings-espana');
    expect(cmsBaseUrl(espana, 'https://api.example', 'https://cms.example/{region}').href).toBe(
      'https://cms.example/kings-espana',
    );
  });
});

describe('news', () => {
  it("lists a region's posts in its category, with totals from the WordPress headers", async () => {
    server.on(POSTS, [
      { json: [wpPost(1, 'cronica', '<p>x</p>')], headers: { 'X-WP-Total': '42', 'X-WP-TotalPages': '5' } },
    ]);
    const page = await data.news.list(espana, { page: 2, perPage: 9 });
    const query = new URLSearchParams(server.requests[0]!.url.split('?')[1]);
    expect(Object.fromEntries(query)).toEqual({ categories: '3', per_page: '9', page: '2', _embed: '1' });
    expect(page).toMatchObject({ total: 42, totalPages: 5, page: 2, perPage: 9 });
    expect(page.posts[0]).toEqual({
      id: 1,
      slug: 'cronica',
      date: '2025-04-07T10:00:00.000Z',
      modified: '2025-04-07T11:00:00.000Z',
      categories: [3],
      title: 'Wolf Pack gana en los penaltis – crónica & goles',
      excerpt: 'Un partido loco…',
      image: { url: 'https://cms.example/img/55.jpg', alt: 'Celebración', width: null, height: null },
      externalUrl: null,
    });
  });

  it('uses the featured category when asked', async () => {
    server.on(POSTS, [{ json: [] }]);
    const page = await data.news.list(espana, { categories: ['featured'] });
    expect(new URLSearchParams(server.requests[0]!.url.split('?')[1]).get('categories')).toBe('5');
    expect(page).toMatchObject({ posts: [], total: 0, totalPages: 1 });
  });

  it('reads one post by slug with its HTML sanitized', async () => {
    server.on(POSTS, [
      {
        json: [
          wpPost(7, 'final', '<p onclick="x()">Final <script>alert(1)</script><a href="javascript:alert(1)">y</a></p>'),
        ],
      },
    ]);
    const post = await data.news.post(espana, 'final');
    expect(post.body).toEqual([{ kind: 'html', html: '<p>Final <a rel="noopener noreferrer">y</a></p>' }]);
    expect(server.requests[0]!.url).toContain('slug=final');
  });

  it('a slug that matches nothing, or cannot be one, is a 404 that takes no cache entry', async () => {
    server.on(POSTS, [{ json: [] }]);
    await expect(data.news.post(espana, 'nada')).rejects.toThrow(new NotFoundError('Post not found'));
    await expect(data.news.post(espana, 'nada')).rejects.toThrow(new NotFoundError('Post not found'));
    await expect(data.news.post(espana, '../../etc')).rejects.toBeInstanceOf(NotFoundError);
    expect(server.count(POSTS)).toBe(2);
    expect(data.cache.size).toBe(0);
  });

  it('a page past the last one is a 404', async () => {
    server.on(POSTS, [{ status: 400, json: { code: 'rest_post_invalid_page_number' } }]);
    await expect(data.news.list(espana, { page: 99 })).rejects.toBeInstanceOf(NotFoundError);
  });

  it('follows CMS_URL, caching it apart from the league API', async () => {
    const other = createDataLayer({
      origin: 'http://127.0.0.1:9',
      cmsUrl: `${server.url}/wp/{region}`,
      context: 'kings',
    });
    server.on('/wp/kings-espana/wp-json/wp/v2/posts', [{ json: [wpPost(1, 'a', '')] }]);
    const { calls } = await other.trace(() => other.news.list(espana));
    expect(calls[0]?.key.startsWith(`${server.url} /wp/kings-espana/wp-json/wp/v2/posts?`)).toBe(true);
    await other.close();
  });

  it('finds a post by another case, or by the id an {id}-{slug} address starts with', async () => {
    server.on(POSTS, (req) => {
      const q = new URL(req.url!, 'http://x').searchParams;
      return { json: q.get('slug') === 'final' || q.get('include') === '12' ? [wpPost(12, 'final', '')] : [] };
    });
    expect((await data.news.post(espana, 'FINAL')).slug).toBe('final');
    expect((await data.news.post(espana, '12-old-title')).slug).toBe('final');
    expect(
      server.requests.map(
        (r) =>
          new URL(r.url, 'http://x').searchParams.get('slug') ??
          `include=${new URL(r.url, 'http://x').searchParams.get('include')}`,
      ),
    ).toEqual(['final', '12-old-title', 'include=12']);
    await expect(data.news.post(espana, 'nothing-here')).rejects.toBeInstanceOf(NotFoundError);
  });

  it("reads the article's author, terms, image size and external address; slugs come decoded", async () => {
    const post = {
      ...wpPost(9, '%d8%aa%d9%82%d8%af%d9%8a%d9%85', '<p>x</p>'),
      date_gmt: '2025-04-07T08:00:00',
      categories: [3, 7],
      meta: { external_url: 'https://elsewhere.example/a' },
      _embedded: {
        author: [{ name: 'Lucía &amp; Co' }],
        'wp:featuredmedia': [
          { source_url: `${server.url}/media/news/9.svg`, alt_text: 'A', media_details: { width: 1200, height: 675 } },
        ],
        'wp:term': [
          [
            { id: 3, name: 'Noticias', taxonomy: 'category' },
            { id: 7, name: 'En los medios', taxonomy: 'category' },
          ],
          [{ id: 1, name: 'PIO FC', taxonomy: 'post_tag' }, 'broken'],
        ],
      },
    };
    server.on(POSTS, [{ json: [post] }]);
    const article = await data.news.post(espana, 'تقديم');
    expect(article).toMatchObject({
      slug: 'تقديم',
      date: '2025-04-07T08:00:00.000Z',
      author: 'Lucía & Co',
      categoryNames: ['Noticias', 'En los medios'],
      tags: [{ id: 1, name: 'PIO FC' }],
      image: { url: '/media/news/9.svg', alt: 'A', width: 1200, height: 675 },
      externalUrl: 'https://elsewhere.example/a',
    });
  });

  it('gives an outside address only to posts of the external category, and only https', async () => {
    server.on(POSTS, [
      {
        json: [
          { ...wpPost(1, 'a', ''), meta: { external_url: 'https://elsewhere.example/a' } },
          { ...wpPost(2, 'b', ''), categories: [7], meta: { external_url: 'javascript:alert(1)' } },
          { ...wpPost(3, 'c', ''), categories: [7], meta: { external_url: 'https://elsewhere.example/c' } },
        ],
      },
    ]);
    expect(
      (await data.news.list(espana, { categories: ['general', 'external'] })).posts.map((p) => p.externalUrl),
    ).toEqual([null, null, 'https://elsewhere.example/c']);
  });

  it('finds related posts by tag first, then tops them up with the latest', async () => {
    const tagged = { ...wpPost(2, 'b', ''), tags: [40] };
    server.on(POSTS, (req) => {
      const q = new URL(req.url!, 'http://x').searchParams;
      if (q.get('slug') === 'a')
        return {
          json: [
            {
              ...wpPost(1, 'a', ''),
              _embedded: { 'wp:term': [[], [{ id: 40, name: 'PIO FC', taxonomy: 'post_tag' }]] },
            },
          ],
        };
      if (q.get('tags') === '40') return { json: [tagged] };
      return { json: [tagged, wpPost(3, 'c', ''), wpPost(4, 'd', ''), wpPost(5, 'e', ''), wpPost(6, 'f', '')] };
    });
    const article = await data.news.post(espana, 'a');
    expect((await data.news.related(espana, article)).map((p) => p.id)).toEqual([2, 3, 4, 5]);
    const queries = server.requests.slice(1).map((r) => Object.fromEntries(new URL(r.url, 'http://x').searchParams));
    expect(queries).toEqual([
      { categories: '3', tags: '40', exclude: '1', per_page: '4', page: '1', _embed: '1' },
      { categories: '3', exclude: '1', per_page: '8', page: '1', _embed: '1' },
    ]);
  });
});
