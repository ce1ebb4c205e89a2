import type { SeasonDetail } from '../../shared/api/index.js';
import { clockStep } from '../../shared/league/clock-step.js';
import { playoffPhase } from '../../shared/league/phases.js';
import { type TournamentView, tournamentView } from '../../shared/league/tournament-view.js';
import { lastMade } from '../../shared/memo.js';
import { defineLoader, regionOf } from './define-loader.js';

/** One view while the season, its bracket and venues and the clock's step are the same: the page keeps its HTML beside it. */
const keptView = lastMade<SeasonDetail, TournamentView>();

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
  const view = keptView(detail, '', [bracket, stadiums, region.timeZone, clockStep(detail, ctx.now)], () =>
    tournamentView(detail, bracket, stadiums, region.timeZone, ctx.now),
  );
  return { data: { view } };
});

declare module '../../shared/routing/page-kinds.js' {
  interface PageLoaders {
    tournament: true;
  }
}
