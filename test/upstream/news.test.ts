import { afterAll, describe, expect, it } from 'vitest';
import * as s from '../../src/shared/api/index.js';
import { MINUTE, movableClock, NOW, REGIONS, upstream } from './helpers.js';

/** The WordPress-style news API each region's cmsKey points to, read as the site reads it (src/server/data/news.ts). */
const time = movableClock();
const app = upstream({ clock: time.clock });
afterAll(() => app.close());

const posts = (key: string, query: string) => `/${key}/wp-json/wp/v2/posts?${query}`;
const withNews = REGIONS.filter((r) => r.region.newsLang !== null).map(
  (r) => [`${r.context} ${r.region.slug}`, r] as const,
);

async function page(url: string) {
  const res = await app.inject(url);
  expect(res.statusCode, url).toBe(200);
  return {
    posts: s.wpPosts.parse(res.json()),
    total: Number(res.headers['x-wp-total']),
    pages: Number(res.headers['x-wp-totalpages']),
  };
}

describe.each(withNews)('%s', (_label, { region }) => {
  const { general, featured, external } = region.cmsCategories;

  it('lists a category page by page, newest first, totals in X-WP-Total and X-WP-TotalPages', async () => {
    time.set(NOW.getTime());
    const first = await page(posts(region.cmsKey, `categories=${general}&per_page=3&page=1&_embed=1`));
    expect(first.total).toBeGreaterThan(3);
    expect(first.pages).toBe(Math.ceil(first.total / 3));
    const all = [...first.posts];
    for (let n = 2; n <= first.pages; n++)
      all.push(...(await page(posts(region.cmsKey, `categories=${general}&per_page=3&page=${n}&_embed=1`))).posts);
    expect(all).toHaveLength(first.total);
    expect(new Set(all.map((p) => p.id)).size).toBe(all.length);
    expect(all.every((p) => p.categories.includes(general))).toBe(true);
    const dates = all.map((p) => Date.parse(`${p.date!}Z`));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    expect(dates.every((d) => d <= NOW.getTime())).toBe(true);
    const media = (first.posts[0]!._embedded as { 'wp:featuredmedia': { source_url: string }[] })[
      'wp:featuredmedia'
    ][0]!;
    expect(media.source_url).toMatch(new RegExp(`^http://localhost(:\\d+)?/media/news/${first.posts[0]!.id}\\.svg$`));
    const past = await app.inject(posts(region.cmsKey, `categories=${general}&per_page=3&page=${first.pages + 1}`));
    expect(past.statusCode).toBe(400);
    expect(past.json()).toMatchObject({ code: 'rest_post_invalid_page_number', message: expect.any(String) });
  });

  it('has featured and external posts, and leaves embeds out unless asked', async () => {
    time.set(NOW.getTime());
    expect((await page(posts(region.cmsKey, `categories=${featured}`))).total).toBeGreaterThan(0);
    const outside = await page(posts(region.cmsKey, `categories=${external}`));
    expect(outside.total).toBeGreaterThan(0);
    const raw = (await app.inject(posts(region.cmsKey, `categories=${external}`))).json() as { _embedded?: unknown }[];
    expect(raw[0]!._embedded).toBeUndefined();
  });

  it('finds one post by slug, with its HTML content', async () => {
    time.set(NOW.getTime());
    const [post] = (await page(posts(region.cmsKey, 'per_page=1'))).posts;
    const found = await page(posts(region.cmsKey, `slug=${encodeURIComponent(post!.slug)}&_embed=1`));
    expect(found.total).toBe(1);
    expect(found.posts[0]).toMatchObject({ id: post!.id, slug: post!.slug, title: post!.title });
    expect(found.posts[0]!.content?.rendered).toMatch(/^<p>/);
    const none = await page(posts(region.cmsKey, 'slug=no-such-post'));
    expect([none.posts, none.total, none.pages]).toEqual([[], 0, 0]);
  });

  it('publishes by the clock: a post dated later is not shown yet', async () => {
    time.set(NOW.getTime());
    const now = (await page(posts(region.cmsKey, 'per_page=100'))).total;
    time.set(NOW.getTime() - 12 * 60 * MINUTE);
    const earlier = (await page(posts(region.cmsKey, 'per_page=100'))).total;
    expect(earlier).toBeLessThan(now);
  });
});

describe('the news API', () => {
  it("answers the cups' shared source with no posts", async () => {
    const none = await page(posts('cms/kings-world', 'per_page=10&page=1'));
    expect([none.posts, none.total]).toEqual([[], 0]);
  });

  it.each(['cms/no-such-league', 'cms/kings-espana/extra'])(
    'answers an unknown source (%s) with a JSON 404',
    async (key) => {
      const res = await app.inject(posts(key, 'per_page=1'));
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ message: expect.any(String) });
    },
  );

  it.each(['per_page=abc', 'per_page=0', 'per_page=101', 'page=-1', 'page=0', 'categories=general', 'page=1&page=2'])(
    'answers a bad query (%s) with a JSON 400',
    async (query) => {
      const res = await app.inject(posts('cms/kings-espana', query));
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ message: expect.any(String) });
    },
  );
});
