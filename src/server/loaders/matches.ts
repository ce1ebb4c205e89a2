import { matchesView } from '../../shared/league/matches-view.js';
import { defineLoader, regionOf } from './define-loader.js';

/** One turn of the region's current season: `?turn=` or the current turn. */
export default defineLoader('matches', async (ctx) => {
  const competition = await ctx.data.competition.season(regionOf(ctx));
  if (!competition.season) return { data: { view: null } };
  const detail = await ctx.data.competition.seasonDetail(competition.season.id, ctx.lang);
  const turn = Number(ctx.query.get('turn'));
  return { data: { view: matchesView(detail, ctx.now, Number.isInteger(turn) ? turn : undefined) } };
});

declare module '../../shared/routing/page-kinds.js' {
  interface PageLoaders {
    matches: true;
  }
}
