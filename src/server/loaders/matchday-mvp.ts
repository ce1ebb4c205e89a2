import { defineLoader } from './define-loader.js';
import { seasonMvps, statsSeason } from './stats-data.js';
import { rankedEntries, statsMeta } from './stats-meta.js';

/** The MVP of each played turn of the season, newest first. */
export default defineLoader('matchday-mvp', async (ctx) => {
  const { season, choice } = await statsSeason(ctx);
  if (!season) return { data: { season: choice, turns: [] } };
  const turns = await seasonMvps(ctx, season.id);
  return {
    data: { season: choice, turns },
    meta: statsMeta(ctx, choice, 1, 'matchdayMvp', rankedEntries(ctx, turns), turns.length),
  };
});

declare module '../../shared/routing/page-kinds.js' {
  interface PageLoaders {
    'matchday-mvp': true;
  }
}
