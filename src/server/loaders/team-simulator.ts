import { readPredictions } from '../../shared/league/sim/encoding.js';
import { teamSimView } from '../../shared/league/sim/team-sim-view.js';
import { defineLoader, regionOf } from './define-loader.js';

/** The current season's table and remaining fixtures, with the predictions the address carries. */
export default defineLoader('team-simulator', async (ctx) => {
  const competition = await ctx.data.competition.season(regionOf(ctx));
  if (!competition.season) return { data: { view: null, predictions: [] } };
  const view = teamSimView(await ctx.data.competition.seasonDetail(competition.season.id, ctx.lang));
  const known = new Set(view?.turns.flatMap((turn) => turn.fixtures.map((f) => f.id)));
  return { data: { view, predictions: [...readPredictions(ctx.query, known)] } };
});

declare module '../../shared/routing/page-kinds.js' {
  interface PageLoaders {
    'team-simulator': true;
  }
}
