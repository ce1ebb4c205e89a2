import { regionsFor } from '../../shared/config/regions.js';
import { legendGroups } from '../../shared/league/legend-players-view.js';
import { isBlocked } from '../../shared/routing/checks.js';
import { ROUTES } from '../../shared/routing/routes.js';
import { defineLoader } from './define-loader.js';

/**
 * The legends of a region's competitions, or on the global page of every league whose own
 * legends page exists (King of Kings has none: its clubs' legends are their leagues').
 */
export default defineLoader('legends', async (ctx) => {
  const regions = ctx.region
    ? [ctx.region]
    : regionsFor(ctx.context).filter((r) => !isBlocked(ROUTES['region-legends'], ctx.context, r.slug));
  const legends = await ctx.data.api.legends(
    regions.flatMap((r) => r.competitionId),
    ctx.lang,
  );
  return { data: { groups: legendGroups(legends, regions) } };
});

declare module '../../shared/routing/page-kinds.js' {
  interface PageLoaders {
    legends: true;
  }
}
