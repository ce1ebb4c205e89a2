import { calendarLinks, regionFeed } from '../../shared/league/calendar-links.js';
import { matchesView } from '../../shared/league/matches-view.js';
import { defineLoader, regionOf } from './define-loader.js';
import { withLiveRows, withRows } from './live-rows.js';

/** One turn of the region's current season: `?turn=` or the current turn. */
export default defineLoader('matches', async (ctx) => {
  const region = regionOf(ctx);
  const calendar = calendarLinks(ctx.url, regionFeed(region.slug, ctx.lang));
  const competition = await ctx.data.competition.season(region);
  if (!competition.season) return { data: { view: null, calendar } };
  const detail = await ctx.data.competition.seasonDetail(competition.season.id, ctx.lang);
  const turn = Number(ctx.query.get('turn'));
  const view = matchesView(detail, ctx.now, Number.isInteger(turn) ? turn : undefined);
  return {
    data: {
      view: withRows(view, 'matches', await withLiveRows(ctx.data, region, detail.id, view.matches, ctx.now)),
      calendar,
    },
  };
});

declare module '../../shared/routing/page-kinds.js' {
  interface PageLoaders {
    matches: true;
  }
}
