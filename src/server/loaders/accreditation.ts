import { accreditationDeadlines } from '../../shared/league/upcoming.js';
import { summaryOf } from '../seo/content.js';
import { defineLoader, regionOf } from './define-loader.js';

/** When the CMS names no deadline, the league's usual one. */
const DEFAULT_DEADLINE_HOURS = 72;
const MATCHDAYS_SHOWN = 4;

/** The accreditation rules (CMS) and the coming matchdays' deadlines (the season, a part of its own). */
export default defineLoader('accreditation', async (ctx) => {
  const region = regionOf(ctx);
  const page = await ctx.data.pages.page(region, 'media-accreditation', ctx.lang);
  const hours = page?.fields.deadlineHours ?? DEFAULT_DEADLINE_HOURS;
  const deadlines = await ctx.part(
    (async () => {
      const competition = await ctx.data.competition.season(region);
      if (!competition.season) return [];
      const detail = await ctx.data.competition.seasonDetail(competition.season.id, ctx.lang);
      return accreditationDeadlines(detail, ctx.now, hours, MATCHDAYS_SHOWN);
    })(),
  );
  return { data: { page, deadlines, hours }, meta: { description: page ? summaryOf(page.intro) : undefined } };
});

declare module '../../shared/routing/page-kinds.js' {
  interface PageLoaders {
    accreditation: true;
  }
}
