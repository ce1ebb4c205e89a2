import type { NewsSummary } from '../../shared/league/news-post.js';
import { type NewsCard, newsCard, newsFeedHref, pager } from '../../shared/league/news-view.js';
import { keptBeside } from '../../shared/memo.js';
import type { HeadLink } from '../../shared/ui/payload.js';
import { NotFoundError } from '../errors.js';
import { defineLoader, regionOf } from './define-loader.js';

export const NEWS_PER_PAGE = 12;
/** A cached list's cards per language and region: made once, their HTML kept beside them. */
const cardsOf = keptBeside<readonly NewsSummary[], NewsCard[]>();
const PAGE = /^[1-9]\d{0,5}$/;

/** The RSS feed of a region's news, for the head of its list and of its home. */
export function feedLink(
  lang: Parameters<typeof newsFeedHref>[0],
  region: { slug: string; leagueTitle: string },
  origin: string,
): HeadLink {
  return {
    rel: 'alternate',
    type: 'application/rss+xml',
    title: `${region.leagueTitle} RSS`,
    href: origin + newsFeedHref(lang, region.slug),
  };
}

/**
 * The featured posts (first page only), then the general and external ones, newest first,
 * twelve a page. The featured posts are left out of the rest on every page, so pages do not
 * shift between the first and the others; a page past the last is a 404.
 */
export default defineLoader('news', async ({ data, lang, query, origin, part, ...ctx }) => {
  const region = regionOf(ctx);
  const asked = query.get('page');
  if (asked !== null && !PAGE.test(asked)) throw new NotFoundError('Page not found');
  const page = Number(asked ?? 1);
  const featured = await part(data.news.list(region, { categories: ['featured'], perPage: 3 }));
  const list = await data.news.list(region, {
    categories: ['general', 'external'],
    exclude: featured?.posts.map((p) => p.id),
    page,
    perPage: NEWS_PER_PAGE,
  });
  if (page > Math.max(1, list.totalPages)) throw new NotFoundError('Page not found');
  const view = pager(page, Math.max(1, list.totalPages), lang, region.slug);
  const links: HeadLink[] = [feedLink(lang, region, origin)];
  if (view.prev) links.push({ rel: 'prev', href: origin + view.prev });
  if (view.next) links.push({ rel: 'next', href: origin + view.next });
  return {
    data: {
      featured: featured
        ? cardsOf(featured.posts, `${lang} ${region.slug}`, () =>
            featured.posts.map((p) => newsCard(p, lang, region.slug)),
          )
        : null,
      posts: cardsOf(list.posts, `${lang} ${region.slug}`, () => list.posts.map((p) => newsCard(p, lang, region.slug))),
      pager: view,
      feed: newsFeedHref(lang, region.slug),
    },
    meta: { links },
  };
});

declare module '../../shared/routing/page-kinds.js' {
  interface PageLoaders {
    news: true;
  }
}
