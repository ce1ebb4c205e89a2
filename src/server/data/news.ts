import { wpPosts, type WpPost } from '../../shared/api/index.js';
import type { CmsCategories, Region } from '../../shared/config/regions.js';
import { NotFoundError, UpstreamError } from '../errors.js';
import type { Fetch } from './fetcher.js';
import { htmlToText, sanitizeArticle } from './sanitize.js';

export interface NewsSummary {
  id: number;
  slug: string;
  date: string | null;
  modified: string | null;
  /** Plain text: React escapes it. */
  title: string;
  excerpt: string;
  categories: number[];
  image: { url: string; alt: string } | null;
}

export interface NewsArticle extends NewsSummary {
  /** Sanitized article HTML (sanitize.ts); the only HTML a page may insert as is. */
  html: string;
}

export interface NewsPage {
  posts: NewsSummary[];
  page: number;
  perPage: number;
  /** From X-WP-Total and X-WP-TotalPages. */
  total: number;
  totalPages: number;
}

export interface NewsQuery {
  page?: number;
  perPage?: number;
  category?: keyof CmsCategories;
}

/**
 * The base URL of a region's WordPress-style API (docs/decisions/0007-cms-keys.md): CMS_URL
 * with `{region}` set to the key's last segment, else the cmsKey resolved against the league
 * API's origin.
 */
export function cmsBaseUrl(region: Pick<Region, 'cmsKey'>, apiBaseUrl: string, cmsUrl: string | null): URL {
  const name = region.cmsKey.split('/').filter(Boolean).pop() ?? region.cmsKey;
  if (cmsUrl) return new URL(cmsUrl.replaceAll('{region}', encodeURIComponent(name)));
  return new URL(region.cmsKey.replace(/^\/+/, ''), `${new URL(apiBaseUrl).origin}/`);
}

/** WordPress slugs: letters, digits, hyphens; non-Latin ones arrive percent-encoded. */
const SLUG = /^[\p{L}\p{N}%_-]{1,200}$/u;

function header(value: string | string[] | undefined): number | null {
  const n = Number.parseInt(Array.isArray(value) ? (value[0] ?? '') : (value ?? ''), 10);
  return Number.isSafeInteger(n) && n >= 0 ? n : null;
}

function featuredImage(post: WpPost): NewsSummary['image'] {
  const media = (post._embedded as { 'wp:featuredmedia'?: { source_url?: unknown; alt_text?: unknown }[] } | undefined)?.['wp:featuredmedia']?.[0];
  const url = media?.source_url;
  if (typeof url !== 'string' || !/^https?:\/\//i.test(url)) return null;
  return { url, alt: typeof media?.alt_text === 'string' ? htmlToText(media.alt_text) : '' };
}

function summary(post: WpPost): NewsSummary {
  return {
    id: post.id, slug: post.slug, date: post.date, modified: post.modified, categories: post.categories,
    title: htmlToText(post.title.rendered), excerpt: htmlToText(post.excerpt?.rendered ?? ''), image: featuredImage(post),
  };
}

/** News of a region from its CMS (docs/spec.md §7), in the region's categories. */
export function newsCalls(cms: (region: Region) => { fetch: Fetch; basePath: string }) {
  async function list(region: Region, q: NewsQuery = {}): Promise<NewsPage> {
    const page = Number.isSafeInteger(q.page) && q.page! >= 1 ? q.page! : 1;
    const perPage = Number.isSafeInteger(q.perPage) && q.perPage! >= 1 ? Math.min(q.perPage!, 100) : 10;
    const { fetch, basePath } = cms(region);
    try {
      return await fetch({
        family: 'news',
        path: `${basePath}/wp-json/wp/v2/posts`,
        query: { categories: region.cmsCategories[q.category ?? 'general'], per_page: perPage, page, _embed: 1 },
        schema: wpPosts,
        map: (posts, response) => ({
          posts: posts.map(summary), page, perPage,
          total: header(response.headers['x-wp-total']) ?? posts.length,
          totalPages: header(response.headers['x-wp-totalpages']) ?? 1,
        }),
      });
    } catch (error) {
      // WordPress answers 400 to a page past the last one: for the visitor that page does not exist.
      if (page > 1 && error instanceof UpstreamError && error.status === 400) throw new NotFoundError('Page not found', { cause: error });
      throw error;
    }
  }

  async function post(region: Region, slug: string): Promise<NewsArticle> {
    if (!SLUG.test(slug)) throw new NotFoundError('Post not found');
    const { fetch, basePath } = cms(region);
    return fetch({
      family: 'news',
      path: `${basePath}/wp-json/wp/v2/posts`,
      query: { slug, _embed: 1 },
      schema: wpPosts,
      map: (posts): NewsArticle => {
        const found = posts[0];
        // Thrown inside the load, so a slug that matches nothing never takes a cache entry.
        if (!found) throw new NotFoundError('Post not found');
        return { ...summary(found), html: sanitizeArticle(found.content?.rendered ?? '') };
      },
    });
  }

  return { list, post };
}

export type NewsApi = ReturnType<typeof newsCalls>;
