import type { Season } from '../../shared/api/index.js';
import { type LoaderContext, regionOf } from './define-loader.js';

/** The region's competition and its current season; without one, the page says the season is not out yet. */
export async function currentSeason(ctx: LoaderContext): Promise<{ season: Season | null; name: string | null }> {
  const { season } = await ctx.data.competition.season(regionOf(ctx));
  return { season, name: season ? (season.displayName ?? season.name) : null };
}
