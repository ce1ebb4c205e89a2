import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { findRegion } from '../../../src/shared/config/regions.js';
import { createDataLayer, type DataLayer } from '../../../src/server/data/index.js';
import { cmsBaseUrl } from '../../../src/server/data/news.js';
import { NotFoundError } from '../../../src/server/errors.js';
import { wpPost } from '../../helpers/api-responses.js';
import { startFaultServer, type FaultServer } from './helpers/fault-server.js';

const espana = findRegion('kings', 'espana')!;
const POSTS = '/cms/kings-espana/wp-json/wp/v2/posts';
let server: FaultServer;
let data: DataLayer;

beforeAll(async () => { server = await startFaultServer(); });
afterAll(async () => { await server.close(); });
beforeEach(() => {
  server.reset();
  data = createDataLayer({ origin: server.url, cmsUrl: null, context: 'kings', sleep: async () => {} });
});
afterEach(async () => { await data.close(); });

describe('cms base URL (docs/decisions/0007-cms-keys.md)', () => {
  it('resolves the cmsKey against the API origin, or fills CMS_URL with the key name', () => {
    expect(cmsBaseUrl(espana, 'https://api.example/league', null).href).toBe('https://api.example/cms/kings-espana');
    expect(cmsBaseUrl(espana, 'https://api.example', 'https://cms.example/{region}').href).toBe('https://cms.example/kings-espana');
  });
});

describe('news', () => {
  it('lists a region\'s posts in its category, with totals from the WordPress headers', async () => {
    server.on(POSTS, [{ json: [wpPost(1, 'cronica', '<p>x</p>')], headers: { 'X-WP-Total': '42', 'X-WP-TotalPages': '5' } }]);
    const page = await data.news.list(espana, { page: 2, perPage: 9 });
    const query = new URLSearchParams(server.requests[0]!.url.split('?')[1]);
    expect(Object.fromEntries(query)).toEqual({ categories: '3', per_page: '9', page: '2', _embed: '1' });
    expect(page).toMatchObject({ total: 42, totalPages: 5, page: 2, perPage: 9 });
    expect(page.posts[0]).toEqual({
      id: 1, slug: 'cronica', date: '2025-04-07T10:00:00', modified: '2025-04-07T11:00:00', categories: [3],
      title: 'Wolf Pack gana en los penaltis – crónica & goles', excerpt: 'Un partido loco…',
      image: { url: 'https://cms.example/img/55.jpg', alt: 'Celebración' },
    });
  });

  it('uses the featured category when asked', async () => {
    server.on(POSTS, [{ json: [] }]);
    const page = await data.news.list(espana, { category: 'featured' });
    expect(new URLSearchParams(server.requests[0]!.url.split('?')[1]).get('categories')).toBe('5');
    expect(page).toMatchObject({ posts: [], total: 0, totalPages: 1 });
  });

  it('reads one post by slug with its HTML sanitized', async () => {
    server.on(POSTS, [{ json: [wpPost(7, 'final', '<p onclick="x()">Final <script>alert(1)</script><a href="javascript:alert(1)">y</a></p>')] }]);
    const post = await data.news.post(espana, 'final');
    expect(post.html).toBe('<p>Final <a rel="noopener noreferrer">y</a></p>');
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
    const other = createDataLayer({ origin: 'http://127.0.0.1:9', cmsUrl: `${server.url}/wp/{region}`, context: 'kings' });
    server.on('/wp/kings-espana/wp-json/wp/v2/posts', [{ json: [wpPost(1, 'a', '')] }]);
    const { calls } = await other.trace(() => other.news.list(espana));
    expect(calls[0]?.key.startsWith(`${server.url} /wp/kings-espana/wp-json/wp/v2/posts?`)).toBe(true);
    await other.close();
  });
});
