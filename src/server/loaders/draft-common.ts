import type { Season } from '../../shared/api/index.js';
import { NotFoundError } from '../errors.js';
import { regionOf, type LoaderContext } from './define-loader.js';

/** A season or competition without a draft, window or call answers 404: the page says there is none. */
export async function orNone<T>(work: Promise<T>): Promise<T | null> {
  try {
    return await work;
  } catch (error) {
    if (error instanceof NotFoundError) return null;
    throw error;
  }
}

/** The region's competition and its current season; without one, the page says the season is not out yet. */
export async function currentSeason(ctx: LoaderContext): Promise<{ season: Season | null; name: string | null }> {
  const { season } = await ctx.data.competition.season(regionOf(ctx));
  return { season, name: season ? (season.displayName ?? season.name) : null };
}
