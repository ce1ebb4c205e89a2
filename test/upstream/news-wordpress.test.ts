import { afterAll, describe, expect, it } from 'vitest';
import { findRegion } from '../../src/shared/config/regions.js';
import { loadDataset } from '../../src/upstream/data/load.js';
import { XSS_FLAG, XSS_PAYLOADS } from '../../src/upstream/generate/news-hostile.js';
import { leaguePosts, REGIONS, upstream } from './helpers.js';

/** The WordPress shapes and query parameters the news pages read (docs/upstream-extensions.md, News). */
const app = upstream();
afterAll(() => app.close());
const data = loadDataset();
const espana = findRegion('kings', 'espana')!;
const mena = findRegion('kings', 'mena')!;
const posts = (key: string, query: string) => `/${key}/wp-json/wp/v2/posts?${query}`;

async function list(key: string, query: string) {
  const res = await app.inject(posts(key, query));
  expect(res.statusCode, query).toBe(200);
  return { posts: res.json() as any[], total: Number(res.headers['x-wp-total']) };
}

describe('the embedded WordPress', () => {
  it('embeds author, featured image with its size, and the category and tag terms', async () => {
    const [post] = (await list(espana.cmsKey, `categories=${espana.cmsCategories.general}&per_page=1&_embed=1`)).posts;
    expect(post._embedded.author[0]).toMatchObject({ id: post.author, name: expect.any(String) });
    expect(post._embedded['wp:featuredmedia'][0]).toMatchObject({
      media_details: { width: 1200, height: 675 },
      alt_text: post.title.rendered,
    });
    const [categories, tags] = post._embedded['wp:term'];
    expect(categories.map((t: { id: number }) => t.id)).toEqual(post.categories);
    expect(categories[0]).toMatchObject({ taxonomy: 'category', name: 'Noticias' });
    expect(tags.map((t: { id: number }) => t.id)).toEqual(post.tags);
    expect(tags[0]).toMatchObject({ taxonomy: 'post_tag', name: data.teams.find((t) => t.id === post.tags[0])!.name });
  });

  it('filters by tags, includes and excludes by id', async () => {
    const all = (await list(espana.cmsKey, 'per_page=100')).posts;
    const [first, second] = all;
    expect((await list(espana.cmsKey, `include=${first.id},${second.id}`)).posts.map((p) => p.id)).toEqual([
      first.id,
      second.id,
    ]);
    const without = await list(espana.cmsKey, `exclude=${first.id}&per_page=100`);
    expect(without.total).toBe(all.length - 1);
    const tagged = (await list(espana.cmsKey, `tags=${first.tags[0]}&per_page=100`)).posts;
    expect(tagged.length).toBeGreaterThan(1);
    expect(tagged.every((p) => p.tags.includes(first.tags[0]))).toBe(true);
    expect((await app.inject(posts(espana.cmsKey, 'exclude=x'))).statusCode).toBe(400);
  });

  it('finds a slug whatever its case or percent-encoding, as WordPress does', async () => {
    const [post] = (await list(mena.cmsKey, `categories=${mena.cmsCategories.general}&per_page=1`)).posts;
    expect(post.slug).toMatch(/^[a-z0-9%-]+$/);
    const unicode = decodeURIComponent(post.slug);
    expect(unicode).toMatch(/\p{Script=Arabic}/u);
    for (const form of [post.slug, post.slug.toUpperCase(), unicode]) {
      expect(
        (await list(mena.cmsKey, `slug=${encodeURIComponent(form)}`)).posts.map((p) => p.id),
        form,
      ).toEqual([post.id]);
    }
  });

  it('gives external posts their outside address and others none', async () => {
    const outside = (await list(espana.cmsKey, `categories=${espana.cmsCategories.external}`)).posts;
    expect(outside.length).toBeGreaterThan(0);
    for (const post of outside) expect(post.meta.external_url).toMatch(/^https:\/\//);
    const [inside] = (await list(espana.cmsKey, `categories=${espana.cmsCategories.featured}&per_page=1`)).posts;
    expect(inside.meta.external_url).toBe('');
  });

  it('writes its own uploads in post content with absolute addresses', async () => {
    const all = (await list(espana.cmsKey, 'per_page=100')).posts;
    const withImage = all.find((p) => p.content.rendered.includes('<img src="http'));
    expect(withImage.content.rendered).toMatch(/<img src="http:\/\/localhost(:\d+)?\/media\/teams\/\d+\.svg"/);
  });
});

describe('the hostile posts', () => {
  it(`carry all ${XSS_PAYLOADS.length} payloads of the corpus in every news source, never featured`, () => {
    expect(XSS_PAYLOADS.length).toBeGreaterThanOrEqual(60);
    for (const { region } of REGIONS.filter((r) => r.region.newsLang !== null)) {
      const key = region.cmsKey.split('/').pop()!;
      const hostile = leaguePosts().filter((p) => p.cms === key && p.content.includes(XSS_FLAG));
      expect(hostile.length, key).toBeGreaterThanOrEqual(3);
      const content = hostile.map((p) => p.content).join('\n');
      for (const payload of XSS_PAYLOADS) expect(content, `${key}: ${payload}`).toContain(payload);
      expect(
        hostile.some((p) => p.categories.includes(region.cmsCategories.featured)),
        key,
      ).toBe(false);
    }
  });
});
