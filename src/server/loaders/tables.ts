import { playoffPhase } from '../../shared/league/phases.js';
import { seasonOptions } from '../../shared/league/season-options.js';
import { tablesView } from '../../shared/league/tables-view.js';
import { defineLoader, regionOf } from './define-loader.js';

/** The region's current season (or `?season=` among its seasons) as tables and bracket. */
export default defineLoader('tables', async (ctx) => {
  const competition = await ctx.data.competition.season(regionOf(ctx));
  const seasons = seasonOptions(competition.seasons);
  const asked = Number(ctx.query.get('season'));
  const seasonId = seasons.some((s) => s.id === asked) ? asked : competition.season?.id;
  if (seasonId === undefined) return { data: { seasons, selected: null, view: null } };
  const detail = await ctx.data.competition.seasonDetail(seasonId, ctx.lang);
  // Where the bracket's undecided sides come from; without it they are simply to be decided.
  const bracket = playoffPhase(detail) ? await ctx.part(ctx.data.api.seasonBracket(seasonId, ctx.lang)) : null;
  return { data: { seasons, selected: seasonId, view: tablesView(detail, bracket) } };
});

declare module '../../shared/routing/page-kinds.js' {
  interface PageLoaders {
    tables: true;
  }
}
