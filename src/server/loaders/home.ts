import { regionsFor } from '../../shared/config/regions.js';
import { type HomeView, homeView, type RegionSlice } from '../../shared/league/home-view.js';
import { regionHomeView } from '../../shared/league/region-home-view.js';
import { lastMade } from '../../shared/memo.js';
import { UpstreamError } from '../errors.js';
import { contextLeague, sportsOrganization, webSite } from '../seo/organization.js';
import { defineLoader, type PageResult } from './define-loader.js';
import { withLiveView } from './live-rows.js';

/**
 * One front page per league and language (the page's one slot: `PAGE` holds them) while every
 * competition's view and the site's address are the same: its JSON is then kept too.
 */
const keptPages = lastMade<object, PageResult<{ view: HomeView }>>();
const PAGE = {};

/**
 * Every competition shown in navigation, loaded side by side; one that fails is left out (the
 * page is then degraded), and the page is unavailable only when none loaded.
 */
export default defineLoader('home', async ({ data, context, lang, now, part, origin }) => {
  const regions = regionsFor(context).filter((r) => r.navVisible);
  const slices = await Promise.all(
    regions.map((region) =>
      part(
        (async (): Promise<RegionSlice | null> => {
          const { season } = await data.competition.season(region);
          if (!season) return null;
          const detail = await data.competition.seasonDetail(season.id, lang);
          return {
            region: region.slug,
            view: await withLiveView(data, region, detail.id, regionHomeView(detail, now), now),
          };
        })(),
      ),
    ),
  );
  const loaded = slices.filter((s): s is RegionSlice => s !== null);
  if (loaded.length === 0 && slices.includes(null)) throw new UpstreamError('No competition could be loaded', '/');
  return keptPages(PAGE, `${context} ${lang}`, [origin, ...loaded.flatMap((s) => [s.region, s.view])], () => {
    const league = contextLeague(context, lang, origin);
    return { data: { view: homeView(loaded) }, meta: { jsonLd: [webSite(league, lang), sportsOrganization(league)] } };
  });
});

declare module '../../shared/routing/page-kinds.js' {
  interface PageLoaders {
    home: true;
  }
}
