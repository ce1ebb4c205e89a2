import type { NewsCard } from '../../league/news-view.js';
import type { Pager } from '../../league/pager.js';
import { useRegion, useT } from '../app-context.js';
import { PageHead } from '../components/page-hero.js';
import { PagerNav } from '../components/pager-nav.js';
import { definePage } from '../define-page.js';
import { DataPart } from '../kept-parts.js';
import { NewsGrid } from './news-card.js';

export interface NewsListData {
  /** The featured posts, on the first page; null when they could not be loaded. */
  featured: NewsCard[] | null;
  posts: NewsCard[];
  pager: Pager;
  feed: string;
}

declare module '../../routing/page-kinds.js' {
  interface PageKinds {
    news: NewsListData;
  }
}

/** A region's news: the featured posts first, then the rest newest first, twelve a page. */
export default definePage('news', ['news'], function NewsPage({ data }) {
  const t = useT();
  const region = useRegion();
  const { featured, posts, pager } = data;
  return (
    <div className="news">
      <div className="news-head">
        <PageHead kicker={region?.leagueTitle} />
        <a className="news-feed-link" href={data.feed} type="application/rss+xml">
          <svg aria-hidden="true" viewBox="0 0 16 16" width="16" height="16">
            <circle cx="3" cy="13" r="2" fill="currentColor" />
            <path d="M1 6a9 9 0 0 1 9 9M1 1a14 14 0 0 1 14 14" fill="none" stroke="currentColor" strokeWidth="2.2" />
          </svg>
          {t('news.rss')}
        </a>
      </div>
      {pager.page === 1 &&
        (featured === null ? (
          <p className="notice" role="status">
            {t('data.unavailable')}
          </p>
        ) : (
          featured.length > 0 && (
            <section aria-labelledby="news-featured">
              <h2 id="news-featured" className="section-title">
                {t('news.featured')}
              </h2>
              <DataPart source={featured} variant="news-featured">
                <NewsGrid cards={featured} className="news-featured" lead />
              </DataPart>
            </section>
          )
        ))}
      <section aria-labelledby="news-latest">
        <h2 id="news-latest" className="section-title">
          {pager.page === 1 ? t('news.latest') : t('news.pageOf', { page: pager.page, total: pager.totalPages })}
        </h2>
        {/* Cards of a cached list: the server keeps their HTML beside them. */}
        {posts.length === 0 ? (
          <p className="notice">{t('news.empty')}</p>
        ) : (
          <DataPart source={posts} variant="news">
            <NewsGrid cards={posts} />
          </DataPart>
        )}
      </section>
      <PagerNav pager={pager} label={t('news.pagination')} />
    </div>
  );
});
