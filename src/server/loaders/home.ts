import { regionsFor } from '../../shared/config/regions.js';
import { homeView, type HomeView, type RegionSlice } from '../../shared/league/home-view.js';
import { lastMade } from '../../shared/memo.js';
import { regionHomeView } from '../../shared/league/region-home-view.js';
import { UpstreamError } from '../errors.js';
import { contextLeague, sportsOrganization, webSite } from '../seo/organization.js';
import { defineLoader } from './define-loader.js';
import { withLiveView } from './live-rows.js';

/** One front page per league and language while every competition's view is the same object. */
const keptViews = lastMade<object, HomeView>();
const HOME = {};

/**
 * Every competition shown in navigation, loaded side by side; one that fails is left out (the
 * page is then degraded), and the page is unavailable only when none loaded.
 */
export default defineLoader('home', async ({ data, context, lang, now, part, url }) => {
  const regions = regionsFor(context).filter((r) => r.navVisible);
  const slices = await Promise.all(regions.map((region) => part((async (): Promise<RegionSlice | null> => {
    const { season } = await data.competition.season(region);
    if (!season) return null;
    const detail = await data.competition.seasonDetail(season.id, lang);
    return { region: region.slug, view: await withLiveView(data, region, regionHomeView(detail, now), lang, now) };
  })())));
  const loaded = slices.filter((s): s is RegionSlice => s !== null);
  if (loaded.length === 0 && slices.includes(null)) throw new UpstreamError('No competition could be loaded', '/');
  const league = contextLeague(context, lang, new URL(url).origin);
  const view = keptViews(HOME, `${context} ${lang}`, loaded.flatMap((s) => [s.region, s.view]), () => homeView(loaded));
  return { data: { view }, meta: { jsonLd: [webSite(league, lang), sportsOrganization(league)] } };
});

declare module '../../shared/routing/page-kinds.js' {
  interface PageLoaders {
    home: true;
  }
}
