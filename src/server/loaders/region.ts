import type { Ranking } from '../../shared/api/index.js';
import type { Region } from '../../shared/config/regions.js';
import { regionHomeView } from '../../shared/league/region-home-view.js';
import { PLAYER_BOARDS } from '../../shared/league/stats-boards.js';
import { lastMade, mappedOnce, remembered } from '../../shared/memo.js';
import type { RegionHomeData } from '../../shared/ui/pages/region-live.js';
import type { NewsPage } from '../data/news.js';
import { contextLeague, regionLeague, sportsOrganization } from '../seo/organization.js';
import { defineLoader, type LoaderContext, regionOf } from './define-loader.js';
import { withLiveView } from './live-rows.js';
import { feedLink } from './news.js';
import { boardPage, DEFAULT_QUERY } from './stats-data.js';

// The leaders' lines, the headlines and the league's structured data, made once per cached answer
// (or league, language and site address): their JSON is then kept beside them too.
const leadersOf = mappedOnce((rows: readonly Ranking[]) =>
  rows.slice(0, 3).map((r) => ({
    name: r.player?.jerseyName ?? r.player?.shortName ?? r.team?.name ?? '—',
    team: r.player?.team?.name ?? null,
    total: r.total,
  })),
);
const headlinesOf = mappedOnce((page: NewsPage) =>
  page.posts.map((p) => ({ slug: p.slug, title: p.title, date: p.date })),
);
const organizationOf = remembered<ReturnType<typeof sportsOrganization>>(512);
const keptLive = lastMade<Region, RegionHomeData>();

/**
 * A competition's front page exists with its region: its introduction and sections go out at once,
 * and what the league shows follows as one late part, each piece of it loaded on its own (one
 * failing leaves the others).
 */
export default defineLoader('region', async (ctx) => {
  const { lang, origin, context } = ctx;
  const region = regionOf(ctx);
  return {
    data: { live: ctx.later(live(ctx, region)) },
    meta: {
      // The region's league, part of the whole league; the site itself is described on the home page only.
      jsonLd: organizationOf(`${context} ${region.slug} ${lang} ${origin}`, () =>
        sportsOrganization(regionLeague(region, lang, origin), contextLeague(context, lang, origin)),
      ),
      // The region's news feed is found from its home too.
      ...(region.newsLang === lang ? { links: [feedLink(lang, region, origin)] } : {}),
    },
  };
});

/**
 * The current season's matches, table top, top scorers, discipline leaders and news, every call as
 * soon as its inputs are known. A region's news is in its own language: readers of the others get
 * it too, marked with that language (docs/decisions/0090).
 */
async function live(ctx: LoaderContext, region: Region): Promise<RegionHomeData> {
  const { data, lang, now, part } = ctx;
  const news = region.newsLang ? part(data.news.list(region, { perPage: 4 })) : null;
  const { season } = await data.competition.season(region);
  const [detail, scorers, cards] = await Promise.all([
    season ? part(data.competition.seasonDetail(season.id, lang)) : null,
    season ? part(boardPage(ctx, season.id, 'players', PLAYER_BOARDS['region-stats-goals'], DEFAULT_QUERY)) : null,
    season ? part(data.api.topCards(season.id)) : null,
  ]);
  const view = detail ? await withLiveView(data, region, detail.id, regionHomeView(detail, now), now) : null;
  const headlines = await news;
  const shown = [
    view,
    scorers ? leadersOf(scorers.rankings) : null,
    cards ? leadersOf(cards) : null,
    headlines ? headlinesOf(headlines) : null,
  ] as const;
  const newsLang = region.newsLang ?? lang;
  // The same pieces give the same object, so its JSON is kept with it as a loader's view's is.
  return keptLive(region, lang, shown, () => ({
    view: shown[0],
    scorers: shown[1],
    cards: shown[2],
    news: shown[3],
    newsLang,
    newsLanguage: newsLang === lang ? null : new Intl.DisplayNames([lang], { type: 'language' }).of(newsLang)!,
  }));
}

declare module '../../shared/routing/page-kinds.js' {
  interface PageLoaders {
    region: true;
  }
}
