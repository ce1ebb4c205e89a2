import type { WebContext } from '../config/contexts.js';
import type { Lang } from '../config/locales.js';
import { type Region, regionsFor } from '../config/regions.js';

/** The editorial pages a region's CMS holds, by the slug the site asks for. */
export const CONTENT_KINDS = ['faqs', 'regulation', 'circulars', 'contact', 'media-accreditation', 'tickets'] as const;
export type ContentKind = (typeof CONTENT_KINDS)[number];

/**
 * A page's slug in its region's CMS. The cups share one CMS (regions.ts cmsKey), so their pages
 * carry the region: `regulation-world-cup`; a region with a CMS of its own uses the plain kind.
 */
export function cmsPageSlug(context: WebContext, region: Pick<Region, 'slug' | 'cmsKey'>, kind: ContentKind): string {
  const shared = regionsFor(context).some((r) => r.slug !== region.slug && r.cmsKey === region.cmsKey);
  return shared ? `${kind}-${region.slug}` : kind;
}

/**
 * The language a region's editors write in first, which every page falls back to: the news
 * language, English for the international cups.
 */
export function contentLang(region: Pick<Region, 'newsLang'>): Lang {
  return region.newsLang ?? 'en';
}
