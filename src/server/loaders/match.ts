import type { MatchDetail } from '../../shared/api/index.js';
import type { Region } from '../../shared/config/regions.js';
import { hasMatchPage } from '../../shared/league/match-page.js';
import { matchPreview } from '../../shared/league/match-preview.js';
import { type MatchView, matchView } from '../../shared/league/match-view.js';
import { lastMade } from '../../shared/memo.js';
import { sideName } from '../../shared/ui/components/side-name.js';
import type { DataLayer } from '../data/index.js';
import { NotFoundError } from '../errors.js';
import { matchMeta } from '../seo/match-meta.js';
import { defineLoader, type PageMeta, regionOf } from './define-loader.js';
import { loadHeadToHead } from './head-to-head.js';

/**
 * One match of one region, as the live view gives it: a match of another competition is not found
 * here, never shown. Match pages and live cards read it alike, so they show the same minute.
 */
export async function loadMatchDetail(data: DataLayer, region: Region, id: number): Promise<MatchDetail> {
  if (!Number.isSafeInteger(id) || !hasMatchPage(id)) throw new NotFoundError('Match not found');
  const detail = await data.api.match(id, { live: true });
  if (!region.competitionId.includes(detail.season.competitionId)) throw new NotFoundError('Match not found');
  return detail;
}

export async function loadMatch(data: DataLayer, region: Region, id: number, now: Date): Promise<MatchView> {
  return matchView(await loadMatchDetail(data, region, id), now);
}

const keptMeta = lastMade<MatchDetail, PageMeta>();

/**
 * The page's one address carries both teams' slugs. While a side has no team, no address can be
 * spelt and none is linked: the page answers where it is asked, under the route's own title. A
 * side held by a stand-in has its slug, and the page's title says "to be decided" in its language.
 */
export default defineLoader('match', async (ctx) => {
  const region = regionOf(ctx);
  const detail = await loadMatchDetail(ctx.data, region, Number(ctx.params.matchId));
  const view = matchView(detail, ctx.now);
  const { home, away } = view;
  // Only two clubs have met before: a side still to be decided has no meetings to look up.
  const clubs =
    home.id === null || away.id === null || home.placeholder || away.placeholder
      ? null
      : { id: detail.id, date: detail.date, homeId: home.id, awayId: away.id };
  const meetings = clubs && ctx.later(loadHeadToHead(ctx.data, ctx.context, clubs, ctx.now));
  // Before kick-off the clubs' table positions and form say what is at stake (docs/decisions/0091).
  const before = view.status === 'scheduled' || view.status === 'rescheduled';
  const preview =
    clubs && before
      ? ctx.later(
          ctx.data.competition.seasonDetail(detail.seasonId, ctx.lang).then((s) => matchPreview(s, clubs, ctx.now)),
        )
      : null;
  if (home.slug === null || away.slug === null) return { data: { view, meetings, preview } };
  const named = {
    ...view,
    home: { ...home, name: sideName(ctx.t, home), slug: home.slug },
    away: { ...away, name: sideName(ctx.t, away), slug: away.slug },
  };
  // The detail is the same in every language; the turn's name, in the description, is the page's.
  const turn = detail.turnId === null ? null : await ctx.part(ctx.data.api.turn(detail.turnId, ctx.lang));
  return {
    data: { view, meetings, preview },
    canonical: { homeTeam: home.slug, awayTeam: away.slug },
    // Kept per cached detail, language and address: the same view gives the same description and structured data.
    meta: keptMeta(detail, ctx.lang, [ctx.url, view, turn], () =>
      matchMeta(ctx, region, detail, named, turn?.name ?? null),
    ),
  };
});

declare module '../../shared/routing/page-kinds.js' {
  interface PageLoaders {
    match: true;
  }
}
