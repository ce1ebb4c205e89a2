import { regionHomeView } from '../../shared/league/region-home-view.js';
import { contextLeague, regionLeague, sportsOrganization } from '../seo/organization.js';
import { defineLoader, regionOf } from './define-loader.js';
import { feedLink } from './news.js';
import { withLiveView } from './live-rows.js';

/** Each part of the competition's front page loads on its own: one failing leaves the others. */
export default defineLoader('region', async (ctx) => {
  const { data, lang, now, part, url, context } = ctx;
  const region = regionOf(ctx);
  const { season } = await data.competition.season(region);
  const [detail, cards, news] = await Promise.all([
    season ? part(data.competition.seasonDetail(season.id, lang)) : null,
    season ? part(data.api.topCards(season.id)) : null,
    region.newsLang === lang ? part(data.news.list(region, { perPage: 4 })) : null,
  ]);
  const view = detail ? await withLiveView(data, region, regionHomeView(detail, now), now) : null;
  return {
    data: {
      view,
      cards: cards ? cards.slice(0, 3).map((r) => ({ name: r.player?.jerseyName ?? r.player?.shortName ?? r.team?.name ?? '—', team: r.player?.team?.name ?? null, total: r.total })) : null,
      news: news ? news.posts.map((p) => ({ slug: p.slug, title: p.title, date: p.date })) : null,
    },
    meta: {
      // The region's league, part of the whole league; the site itself is described on the home page only.
      jsonLd: sportsOrganization(regionLeague(region, lang, new URL(url).origin), contextLeague(context, lang, new URL(url).origin)),
      // The region's news feed is found from its home too.
      ...(region.newsLang === lang ? { links: [feedLink(lang, region, url)] } : {}),
    },
  };
});

declare module '../../shared/routing/page-kinds.js' {
  interface PageLoaders {
    region: true;
  }
}
