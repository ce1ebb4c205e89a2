import { faqPage, summaryOf } from '../seo/content.js';
import { defineLoader, regionOf } from './define-loader.js';

/** The region's FAQs from its CMS; the page is its text, so a CMS that fails makes it unavailable. */
export default defineLoader('faqs', async (ctx) => {
  const page = await ctx.data.pages.page(regionOf(ctx), 'faqs', ctx.lang);
  if (!page) return { data: { page } };
  return {
    data: { page },
    meta: { description: summaryOf(page.intro), jsonLd: faqPage(page.fields, ctx.url, page.lang) },
  };
});

declare module '../../shared/routing/page-kinds.js' {
  interface PageLoaders {
    faqs: true;
  }
}
