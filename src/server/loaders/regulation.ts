import { summaryOf } from '../seo/content.js';
import { defineLoader, regionOf } from './define-loader.js';

/** The competition rules from the region's CMS. */
export default defineLoader('regulation', async (ctx) => {
  const page = await ctx.data.pages.page(regionOf(ctx), 'regulation', ctx.lang);
  return { data: { page }, meta: { description: page ? summaryOf(page.intro) : undefined } };
});

declare module '../../shared/routing/page-kinds.js' {
  interface PageLoaders {
    regulation: true;
  }
}
