import type { NewsArticle } from '../../league/news-post.js';
import type { NewsCard } from '../../league/news-view.js';
import { useRegion, useT } from '../app-context.js';
import { ExternalLink } from '../components/external-link.js';
import { PageHead } from '../components/page-hero.js';
import { definePage } from '../define-page.js';
import { DataPart } from '../kept-parts.js';
import { NewsGrid, NewsTime } from './news-card.js';
import { NewsEmbed } from './news-embed.js';
import { NewsShare } from './news-share.js';

export interface NewsArticleData {
  article: Omit<NewsArticle, 'slug' | 'categories' | 'excerpt'>;
  /** Other posts, sharing a club first; null when they could not be loaded. */
  related: NewsCard[] | null;
  /** The article's one address, as shared. */
  url: string;
  list: string;
}

declare module '../../routing/page-kinds.js' {
  interface PageKinds {
    'news-article': NewsArticleData;
  }
}

function ArticleMeta({ article }: { article: NewsArticleData['article'] }) {
  const t = useT();
  const edited = article.modified && article.date && article.modified.slice(0, 16) !== article.date.slice(0, 16);
  return (
    <p className="article-meta">
      {article.author && <span className="article-author">{t('news.by', { author: article.author })}</span>}
      {article.date && <NewsTime iso={article.date} withTime />}
      {edited && (
        <span className="article-updated">
          {t('news.updated')} <NewsTime iso={article.modified!} withTime />
        </span>
      )}
    </p>
  );
}

function Article({ data }: { data: NewsArticleData }) {
  const t = useT();
  const region = useRegion();
  const { article, related } = data;
  const host = article.externalUrl ? new URL(article.externalUrl).hostname : null;
  return (
    <>
      <article className="article">
        <p className="article-back">
          <a href={data.list}>{t('news.back')}</a>
        </p>
        <PageHead kicker={article.categoryNames.join(' · ') || region?.leagueTitle} title={article.title} />
        <ArticleMeta article={article} />
        {article.image && (
          <figure className="article-hero">
            <img
              src={article.image.url}
              alt={article.image.alt}
              width={article.image.width ?? 1200}
              height={article.image.height ?? 675}
              fetchPriority="high"
            />
          </figure>
        )}
        <div className="article-body">
          {article.body.map((block, i) =>
            block.kind === 'html' ? (
              // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized on the server by an allowlist (server/data/sanitize.ts)
              <div key={i} className="article-html" dangerouslySetInnerHTML={{ __html: block.html }} />
            ) : (
              <NewsEmbed key={i} embed={block.embed} />
            ),
          )}
        </div>
        {article.externalUrl && host && (
          <p className="article-source">
            <ExternalLink href={article.externalUrl} className="button">
              {t('news.readAt', { site: host })}
            </ExternalLink>
          </p>
        )}
        {article.tags.length > 0 && (
          <section className="article-tags" aria-labelledby="article-tags">
            <h2 id="article-tags" className="share-title">
              {t('news.tags')}
            </h2>
            <ul className="chips">
              {article.tags.map((tag) => (
                <li key={tag.id}>
                  <span className="chip">{tag.name}</span>
                </li>
              ))}
            </ul>
          </section>
        )}
        <NewsShare url={data.url} title={article.title} />
      </article>
      <section aria-labelledby="news-related" className="article-related">
        <h2 id="news-related" className="section-title">
          {t('news.related')}
        </h2>
        {related === null ? (
          <p className="notice" role="status">
            {t('data.unavailable')}
          </p>
        ) : (
          <NewsGrid cards={related} />
        )}
        <p>
          <a className="button" href={data.list}>
            {t('news.all')}
          </a>
        </p>
      </section>
    </>
  );
}

/** One post: title, dates and author, picture, the sanitized body with its embeds, tags, sharing, more news. */
export default definePage('news-article', ['news'], function NewsArticlePage({ data }) {
  // The page's data is kept per post, language and site address (loaders/news-article.ts): the server keeps its HTML beside it.
  return (
    <DataPart source={data} variant="news-article">
      <Article data={data} />
    </DataPart>
  );
});
