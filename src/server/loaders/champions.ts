import { championsView, isFinished } from '../../shared/league/champions-view.js';
import { defineLoader, regionOf } from './define-loader.js';

/**
 * Every finished season of the region's competitions, with its phases (the final and its score)
 * and its matchdays' MVPs (the final's is its round's). A season that cannot be read fails the
 * page, which then serves its last good copy or a 503: never a roll missing a champion. The MVPs
 * are a part: without them the page says they could not be read (docs/decisions/0083).
 */
export default defineLoader('champions', async (ctx) => {
  const region = regionOf(ctx);
  const { clusters } = await ctx.data.competition.season(region);
  const finished = clusters.flatMap((c) => c.seasons).filter(isFinished);
  const seasons = await Promise.all(
    finished.map(async (season) => {
      const [detail, mvps] = await Promise.all([
        ctx.data.competition.seasonDetail(season.id, ctx.lang),
        ctx.part(ctx.data.api.turnPlayers(season.id, ctx.lang)),
      ]);
      return { season, detail, mvps };
    }),
  );
  return { data: { competitions: championsView(seasons, region.competitionId, ctx.now) } };
});

declare module '../../shared/routing/page-kinds.js' {
  interface PageLoaders {
    champions: true;
  }
}
