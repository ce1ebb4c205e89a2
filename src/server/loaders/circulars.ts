import { defineLoader, regionOf } from './define-loader.js';

/** The official notices, newest first; `?year=` keeps one year's (any other value shows them all). */
export default defineLoader('circulars', async (ctx) => {
  const page = await ctx.data.pages.page(regionOf(ctx), 'circulars', ctx.lang);
  const all = page?.fields.circulars ?? [];
  const years = [...new Set(all.map((c) => c.year))].sort((a, b) => b - a);
  const asked = Number(ctx.query.get('year'));
  const year = years.includes(asked) ? asked : null;
  const shown = page && year !== null ? { ...page, fields: { circulars: all.filter((c) => c.year === year) } } : page;
  return { data: { page: shown, years, year } };
});

declare module '../../shared/routing/page-kinds.js' {
  interface PageLoaders {
    circulars: true;
  }
}
