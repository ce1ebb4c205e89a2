import { calendarLinks, regionFeed } from '../../shared/league/calendar-links.js';
import { matchDays, parseDay, turnOnDay } from '../../shared/league/match-days.js';
import { matchesView } from '../../shared/league/matches-view.js';
import { defineLoader, regionOf } from './define-loader.js';
import { withLiveRows, withRows } from './live-rows.js';

/**
 * One turn of the region's current season: the one holding `?date=` (or nearest to it), else
 * `?turn=`, else the current turn. A page asked by date is not indexed: it repeats a matchday's
 * page under any number of addresses (docs/decisions/0077).
 */
export default defineLoader('matches', async (ctx) => {
  const region = regionOf(ctx);
  const calendar = calendarLinks(ctx.url, regionFeed(region.slug, ctx.lang));
  const byDate = ctx.query.has('date') ? { noindex: true } : undefined;
  const competition = await ctx.data.competition.season(region);
  if (!competition.season) return { data: { view: null, days: null, date: null, calendar }, meta: byDate };
  const detail = await ctx.data.competition.seasonDetail(competition.season.id, ctx.lang);
  const days = matchDays(detail, region.timeZone);
  const date = parseDay(ctx.query.get('date'));
  const turn = (date && days ? turnOnDay(days.turns, date) : null) ?? Number(ctx.query.get('turn'));
  const view = matchesView(detail, ctx.now, Number.isInteger(turn) ? turn : undefined);
  return {
    data: {
      view: withRows(view, 'matches', await withLiveRows(ctx.data, region, detail.id, view.matches, ctx.now)),
      days,
      date,
      calendar,
    },
    meta: byDate,
  };
});

declare module '../../shared/routing/page-kinds.js' {
  interface PageLoaders {
    matches: true;
  }
}
