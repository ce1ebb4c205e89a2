import type { WebContext } from '../../shared/config/contexts.js';
import { regionsFor } from '../../shared/config/regions.js';
import {
  FINALISSIMA_COMPETITION,
  type FinalissimaRoadRef,
  finalissimaEditions,
} from '../../shared/league/finalissima-view.js';
import { type MatchView, matchView } from '../../shared/league/match-view.js';
import { tablesView } from '../../shared/league/tables-view.js';
import type { FinalissimaRoad } from '../../shared/ui/pages/finalissima-page.js';
import type { DataLayer } from '../data/index.js';
import { NotFoundError } from '../errors.js';
import { defineLoader, type LoaderContext } from './define-loader.js';

/** A Finalissima final, as the match page shows a match: the live endpoint polls it. */
export async function loadFinalissimaMatch(data: DataLayer, id: number, now: Date): Promise<MatchView> {
  if (!Number.isSafeInteger(id)) throw new NotFoundError('Match not found');
  const detail = await data.api.match(id, { live: true });
  if (detail.season.competitionId !== FINALISSIMA_COMPETITION) throw new NotFoundError('Match not found');
  return matchView(detail, now);
}

/** The season that sent a side to the final: its final table and play-offs, read through that league's region. */
async function roadOf(
  ctx: LoaderContext,
  context: WebContext,
  ref: FinalissimaRoadRef | null,
): Promise<FinalissimaRoad | null> {
  if (!ref) return null;
  const region = regionsFor(context).find((r) => r.competitionId.includes(ref.competitionId));
  if (!region) return null;
  const detail = await ctx.part(ctx.data.competition.seasonDetail(ref.seasonId, ctx.lang));
  return { region: region.slug, league: region.leagueTitle, view: detail && tablesView(detail) };
}

/** The next (or last) final with its live score, both finalists' road there, and the editions before. */
export default defineLoader('finalissima', async (ctx) => {
  const editions = finalissimaEditions(await ctx.data.api.finalissima(ctx.lang), ctx.now);
  const [current, ...past] = editions;
  if (!current) return { data: { current: null, live: null, road: { home: null, away: null }, past: [] } };
  const [live, home, away] = await Promise.all([
    ctx.part(loadFinalissimaMatch(ctx.data, current.match.id, ctx.now)),
    roadOf(ctx, ctx.context, current.road.home),
    roadOf(ctx, ctx.context, current.road.away),
  ]);
  return { data: { current, live, road: { home, away }, past } };
});

declare module '../../shared/routing/page-kinds.js' {
  interface PageLoaders {
    finalissima: true;
  }
}
