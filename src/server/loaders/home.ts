import { regionsFor } from '../../shared/config/regions.js';
import { homeView, type RegionSlice } from '../../shared/league/home-view.js';
import { regionHomeView } from '../../shared/league/region-home-view.js';
import type { HomePageData } from '../../shared/ui/page-data.js';
import { UNAVAILABLE, type Loader, type Unavailable } from './types.js';

/**
 * Every competition shown in navigation, loaded side by side; one that fails is left out, and
 * the page says the data is unavailable only when none loaded.
 */
export const homeLoader: Loader = async ({ data, context, lang, now }): Promise<HomePageData | Unavailable> => {
  const regions = regionsFor(context).filter((r) => r.navVisible);
  const slices = await Promise.allSettled(regions.map(async (region): Promise<RegionSlice | null> => {
    const { season } = await data.competition.load(region);
    if (!season) return null;
    const detail = await data.competition.seasonDetail(season.id, lang);
    return { region: region.slug, view: regionHomeView(detail, now) };
  }));
  const loaded = slices.flatMap((s) => (s.status === 'fulfilled' && s.value ? [s.value] : []));
  // Nothing loaded: not kept in the page cache, so the next visitor gets a fresh attempt.
  return loaded.length > 0 ? { view: homeView(loaded) } : UNAVAILABLE;
};
