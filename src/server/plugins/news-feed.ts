import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { isLang, LOCALES } from '../../shared/config/locales.js';
import { newsFeedHref, newsListHref, newsPostHref } from '../../shared/league/news-view.js';
import { runGuards } from '../../shared/routing/guards.js';
import { matchPath } from '../../shared/routing/match.js';
import type { Config } from '../config.js';
import type { DataLayer } from '../data/index.js';
import { rssFeed } from '../feed/rss.js';
import { sendUnavailable } from '../http/unavailable.js';
import type { Catalog } from '../messages.js';

export interface NewsFeedOptions {
  config: Pick<Config, 'webContext' | 'siteOrigin'>;
  catalog: Catalog;
  data: DataLayer | null;
}

const ITEMS = 20;
const CACHE = 'public, max-age=300, s-maxage=120, stale-while-revalidate=600, stale-if-error=86400';

/**
 * GET /{lang}/{region}/{news}.xml: the region's news as RSS 2.0, in the news language only
 * (the list's own validation). It sits one level above the posts, so no post slug can take
 * its address (docs/decisions/0023-news-feed-path.md).
 */
export default fp<NewsFeedOptions>(
  async (app: FastifyInstance, opts) => {
    app.get<{ Params: { lang: string; region: string; news: string } }>(
      '/:lang/:region/:news.xml',
      async (request, reply) => {
        request.routeName = 'news-feed';
        const { lang, region: slug, news } = request.params;
        const match = isLang(lang) ? matchPath(`/${lang}/${slug}/${news}`) : null;
        const guard = match?.base === 'region-news' ? runGuards(match, opts.config.webContext) : null;
        if (!isLang(lang) || guard?.kind !== 'ok' || !guard.region) return app.sendErrorPage(request, reply, 404);
        if (!opts.data) return sendUnavailable(reply, 'News unavailable');
        const region = guard.region;
        let posts: Awaited<ReturnType<typeof opts.data.news.list>>['posts'];
        try {
          posts = (await opts.data.news.list(region, { categories: ['general', 'external'], perPage: ITEMS })).posts;
        } catch (error) {
          request.log.warn({ err: error }, 'news feed unavailable');
          return sendUnavailable(reply, 'News unavailable');
        }
        const t = opts.catalog.t[lang];
        const origin = opts.config.siteOrigin;
        const body = rssFeed({
          title: `${t('page.region-news')} | ${region.leagueTitle}`,
          link: origin + newsListHref(lang, region.slug),
          self: origin + newsFeedHref(lang, region.slug),
          description: t('news.feedDescription', { league: region.leagueTitle }),
          language: LOCALES[lang].tag,
          items: posts.map((post) => {
            const own = origin + newsPostHref(lang, region.slug, post.slug);
            return {
              title: post.title,
              link: post.externalUrl ?? own,
              guid: own,
              description: post.excerpt,
              date: post.date,
            };
          }),
        });
        return reply.type('application/rss+xml; charset=utf-8').header('cache-control', CACHE).send(body);
      },
    );
  },
  { name: 'news-feed', dependencies: ['error-pages'] },
);
