import { defineLoader, regionOf } from './define-loader.js';
import { pageBox } from './page-box.js';

/**
 * The region's channels come from its CMS; its social accounts and the careers link are the
 * site's own, so the page stands without the CMS and says in place what it could not load.
 */
export default defineLoader('contact', async (ctx) => {
  const cms = await ctx.part(ctx.data.pages.page(regionOf(ctx), 'contact', ctx.lang).then(pageBox));
  return { data: { cms } };
});

declare module '../../shared/routing/page-kinds.js' {
  interface PageLoaders {
    contact: true;
  }
}
