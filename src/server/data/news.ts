import { wpPosts } from '../../shared/api/index.js';
import type { CmsCategories, Region } from '../../shared/config/regions.js';
import type { NewsArticle, NewsSummary } from '../../shared/league/news-post.js';
import { lastMade } from '../../shared/memo.js';
import { NotFoundError, UpstreamError } from '../errors.js';
import type { Fetch } from './fetcher.js';
import { newsArticle, newsSummary } from './news-post.js';
import type { SanitizeContext } from './sanitize.js';

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
  /** The region's categories to list (any of them); the general one by default. */
  categories?: readonly (keyof CmsCategories)[];
  /** Posts with any of these tags. */
  tags?: readonly number[];
  /** Post ids left out (those already shown). */
  exclude?: readonly number[];
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

/** A slug as asked for: letters of any script, digits, hyphens (the guard has decoded it). */
const SLUG = /^[\p{L}\p{N}%_-]{1,200}$/u;
/** `{id}` or `{id}-{anything}`: a post named by its WordPress id. */
const BY_ID = /^(\d{1,9})(?:-|$)/;

function header(value: string | string[] | undefined): number | null {
  const n = Number.parseInt(Array.isArray(value) ? (value[0] ?? '') : (value ?? ''), 10);
  return Number.isSafeInteger(n) && n >= 0 ? n : null;
}

/** A post's related posts, beside the cached post. */
const relatedOf = lastMade<NewsArticle, NewsSummary[]>();
const NO_POSTS: NewsSummary[] = [];

const ids = (list: readonly number[] | undefined) =>
  list && list.length > 0 ? [...list].sort((a, b) => a - b).join(',') : undefined;

/** News of a region from its CMS (docs/spec.md §7), in the region's categories. */
export function newsCalls(cms: (region: Region) => { fetch: Fetch; basePath: string }, context: SanitizeContext) {
  async function list(region: Region, q: NewsQuery = {}): Promise<NewsPage> {
    const page = Number.isSafeInteger(q.page) && q.page! >= 1 ? q.page! : 1;
    const perPage = Number.isSafeInteger(q.perPage) && q.perPage! >= 1 ? Math.min(q.perPage!, 100) : 10;
    const categories = (q.categories ?? ['general']).map((c) => region.cmsCategories[c]).join(',');
    const { fetch, basePath } = cms(region);
    try {
      return await fetch({
        family: 'news',
        path: `${basePath}/wp-json/wp/v2/posts`,
        query: { categories, tags: ids(q.tags), exclude: ids(q.exclude), per_page: perPage, page, _embed: 1 },
        schema: wpPosts,
        map: (posts, response) => ({
          posts: posts.map((p) => newsSummary(p, region, context)),
          page,
          perPage,
          total: header(response.headers['x-wp-total']) ?? posts.length,
          totalPages: header(response.headers['x-wp-totalpages']) ?? 1,
        }),
      });
    } catch (error) {
      // WordPress answers 400 to a page past the last one: for the visitor that page does not exist.
      if (page > 1 && error instanceof UpstreamError && error.status === 400)
        throw new NotFoundError('Page not found', { cause: error });
      throw error;
    }
  }

  function one(region: Region, query: Record<string, string | number>): Promise<NewsArticle | null> {
    const { fetch, basePath } = cms(region);
    return fetch({
      family: 'news',
      path: `${basePath}/wp-json/wp/v2/posts`,
      query: { ...query, _embed: 1 },
      schema: wpPosts,
      map: (posts): NewsArticle => {
        const found = posts[0];
        // Thrown inside the load, so a slug that matches nothing never takes a cache entry.
        if (!found) throw new NotFoundError('Post not found');
        return newsArticle(found, region, context);
      },
    });
  }

  /**
   * A post by its slug, whatever its case or encoding (WordPress matches slugs so), else by the
   * id an `{id}-{slug}` address starts with. The caller redirects to the post's own slug.
   */
  async function post(region: Region, slug: string): Promise<NewsArticle> {
    if (!SLUG.test(slug)) throw new NotFoundError('Post not found');
    try {
      return (await one(region, { slug: slug.normalize('NFC').toLowerCase() }))!;
    } catch (error) {
      const id = BY_ID.exec(slug)?.[1];
      if (!(error instanceof NotFoundError) || id === undefined) throw error;
      return (await one(region, { include: Number(id) }))!;
    }
  }

  /** Up to `count` other posts: those sharing a tag first, then the latest. */
  async function related(region: Region, article: NewsArticle, count = 4): Promise<NewsSummary[]> {
    const tags = article.tags.map((t) => t.id);
    const tagged =
      tags.length > 0 ? (await list(region, { tags, exclude: [article.id], perPage: count })).posts : NO_POSTS;
    if (tagged.length >= count) return tagged;
    const latest = await list(region, { exclude: [article.id], perPage: count * 2 });
    // One list while both cached lists are the same: the page made from it is kept beside it.
    return relatedOf(article, String(count), [tagged, latest.posts], () => {
      const seen = new Set(tagged.map((p) => p.id));
      return [...tagged, ...latest.posts.filter((p) => !seen.has(p.id))].slice(0, count);
    });
  }

  return { list, post, related };
}

export type NewsApi = ReturnType<typeof newsCalls>;
export type { NewsArticle, NewsSummary } from '../../shared/league/news-post.js';
