import { CONTEXTS } from '../../shared/config/contexts.js';
import { LOCALES } from '../../shared/config/locales.js';
import { newsCard, newsListHref, newsPostHref } from '../../shared/league/news-view.js';
import { lastMade } from '../../shared/memo.js';
import type { NewsArticleData } from '../../shared/ui/pages/news-article-page.js';
import { absolute } from '../seo/absolute.js';
import { breadcrumbList, trailStart } from '../seo/breadcrumbs.js';
import { newsArticle } from '../seo/json-ld.js';
import { articleCard, sharePicture } from '../share/card.js';
import { defineLoader, type PageResult, regionOf } from './define-loader.js';
import { feedLink } from './news.js';

/** A description for previews: the excerpt, cut at a word near 200 characters. */
function summary(text: string): string {
  if (text.length <= 200) return text;
  const cut = text.slice(0, 200);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), 120)).trimEnd()}…`;
}

const keptPages = lastMade<object, PageResult<NewsArticleData>>();

/**
 * One post of the region's CMS, found by its slug in any spelling or by its id; the page's one
 * address carries the post's own slug (a 301 from any other). Related posts are a part.
 */
export default defineLoader('news-article', async ({ data, lang, params, url, origin, part, context, t, ...ctx }) => {
  const region = regionOf(ctx);
  const article = await data.news.post(region, params.post ?? '');
  const related = await part(data.news.related(region, article));
  // Kept beside the cached post per language and site address, while its related posts are the same: its JSON is then kept too.
  return keptPages(article, `${lang} ${region.slug}`, [related, origin], () => {
    const own = origin + newsPostHref(lang, region.slug, article.slug);
    const image = article.image ? absolute(article.image.url, origin, url) : null;
    const description = summary(article.excerpt);
    const trail = [
      ...trailStart(t, lang, region, origin),
      { name: t('page.region-news'), url: origin + newsListHref(lang, region.slug) },
      { name: article.title, url: own },
    ];
    return {
      data: {
        article: {
          id: article.id,
          title: article.title,
          date: article.date,
          modified: article.modified,
          image: article.image,
          externalUrl: article.externalUrl,
          author: article.author,
          categoryNames: article.categoryNames,
          tags: article.tags,
          body: article.body,
        },
        related: related ? related.map((p) => newsCard(p, lang, region.slug)) : null,
        url: own,
        list: newsListHref(lang, region.slug),
      },
      canonical: { post: article.slug },
      meta: {
        title: article.title,
        ...(description ? { description } : {}),
        share: sharePicture(articleCard({ context, lang, t }, region, article)),
        article: { published: article.date, modified: article.modified },
        links: [feedLink(lang, region, origin)],
        jsonLd: [
          newsArticle(
            {
              title: article.title,
              description,
              image,
              published: article.date,
              modified: article.modified,
              author: article.author,
              section: article.categoryNames[0] ?? null,
              lang: LOCALES[lang].tag,
            },
            own,
            { name: region.leagueTitle || CONTEXTS[context].title, logo: origin + region.footerLogo.src },
          ),
          breadcrumbList(trail),
        ],
      },
    };
  });
});

declare module '../../shared/routing/page-kinds.js' {
  interface PageLoaders {
    'news-article': true;
  }
}
