import type { CircularsFields, ContentPage } from '../../shared/league/content-views.js';
import { keptBeside, mappedOnce } from '../../shared/memo.js';
import { defineLoader, regionOf } from './define-loader.js';

/** A cached page's years, newest first, and each year's page: made once, their HTML kept beside them. */
const yearsOf = mappedOnce((page: ContentPage<CircularsFields>) =>
  [...new Set(page.fields.circulars.map((c) => c.year))].sort((a, b) => b - a),
);
const ofYear = keptBeside<ContentPage<CircularsFields>, ContentPage<CircularsFields>>();

/** The official notices, newest first; `?year=` keeps one year's (any other value shows them all). */
export default defineLoader('circulars', async (ctx) => {
  const page = await ctx.data.pages.page(regionOf(ctx), 'circulars', ctx.lang);
  const all = page?.fields.circulars ?? [];
  const years = page ? yearsOf(page) : [];
  const asked = Number(ctx.query.get('year'));
  const year = years.includes(asked) ? asked : null;
  const shown =
    page && year !== null
      ? ofYear(page, String(year), () => ({ ...page, fields: { circulars: all.filter((c) => c.year === year) } }))
      : page;
  return { data: { page: shown, years, year } };
});

declare module '../../shared/routing/page-kinds.js' {
  interface PageLoaders {
    circulars: true;
  }
}
