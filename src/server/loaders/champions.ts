import type { Season } from '../../shared/api/index.js';
import { championsView, isFinished } from '../../shared/league/champions-view.js';
import { isBlocked } from '../../shared/routing/checks.js';
import { ROUTES } from '../../shared/routing/routes.js';
import { defineLoader, type LoaderContext, regionOf } from './define-loader.js';

/**
 * The Finalissima belongs to no region: its finals are shown on the rolls of the leagues whose
 * champions play it, as its editions' roads name them. A league without it asks nothing.
 */
async function finalissimaSeasons(ctx: LoaderContext, competitions: readonly number[]): Promise<Season[]> {
  if (isBlocked(ROUTES.finalissima, ctx.context, null)) return [];
  const editions = await ctx.data.api.finalissima(ctx.lang);
  const sends = editions.some((e) =>
    [e.road.home, e.road.away].some((r) => r && competitions.includes(r.competitionId)),
  );
  return sends ? editions.map((e) => e.season) : [];
}

/**
 * Every finished season of the region's competitions (and of the Finalissima its champions
 * play), with its phases (the final and its score) and its matchdays' MVPs (the final's is its
 * round's). A season that cannot be read fails the page, which then serves its last good copy
 * or a 503: never a roll missing a champion. The MVPs are a part: without them the page says
 * they could not be read (docs/decisions/0083).
 */
export default defineLoader('champions', async (ctx) => {
  const region = regionOf(ctx);
  const [{ clusters }, finalissima] = await Promise.all([
    ctx.data.competition.season(region),
    finalissimaSeasons(ctx, region.competitionId),
  ]);
  const finished = [...clusters.flatMap((c) => c.seasons), ...finalissima].filter(isFinished);
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
