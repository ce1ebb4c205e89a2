import { calendarLinks, regionFeed } from '../../shared/league/calendar-links.js';
import { upcomingMatches } from '../../shared/league/upcoming.js';
import { defineLoader, regionOf } from './define-loader.js';
import { pageBox } from './page-box.js';

const MATCHES_SHOWN = 12;

/** The next matches at the arena (the season: the page's subject) and the venue's guide (CMS, a part). */
export default defineLoader('tickets', async (ctx) => {
  const region = regionOf(ctx);
  const [competition, cms] = await Promise.all([
    ctx.data.competition.season(region),
    ctx.part(ctx.data.pages.page(region, 'tickets', ctx.lang).then(pageBox)),
  ]);
  const matches = competition.season
    ? upcomingMatches(await ctx.data.competition.seasonDetail(competition.season.id, ctx.lang), ctx.now, MATCHES_SHOWN)
    : null;
  return { data: { matches, cms, calendar: calendarLinks(ctx.url, regionFeed(region.slug, ctx.lang)) } };
});

declare module '../../shared/routing/page-kinds.js' {
  interface PageLoaders {
    tickets: true;
  }
}
