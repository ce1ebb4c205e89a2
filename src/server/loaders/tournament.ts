import { playoffPhase } from '../../shared/league/phases.js';
import { tournamentView } from '../../shared/league/tournament-view.js';
import { defineLoader, regionOf } from './define-loader.js';

/**
 * The region's current world cup. Its groups and fixtures are the page; the bracket's origins
 * and the venues are parts that may be missing (the page then says so where they go).
 */
export default defineLoader('tournament', async (ctx) => {
  const region = regionOf(ctx);
  const competition = await ctx.data.competition.season(region);
  if (!competition.season) return { data: { view: null } };
  const id = competition.season.id;
  const detail = await ctx.data.competition.seasonDetail(id, ctx.lang);
  const [bracket, stadiums] = await Promise.all([
    playoffPhase(detail) ? ctx.part(ctx.data.api.seasonBracket(id, ctx.lang)) : null,
    ctx.part(ctx.data.api.seasonStadiums(id)),
  ]);
  return { data: { view: tournamentView(detail, bracket, stadiums, region.timeZone, ctx.now) } };
});

declare module '../../shared/routing/page-kinds.js' {
  interface PageLoaders {
    tournament: true;
  }
}
