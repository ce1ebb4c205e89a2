import type { BreadcrumbList, WithContext } from 'schema-dts';
import type { Lang } from '../../shared/config/locales.js';
import type { Region } from '../../shared/config/regions.js';
import type { Translate } from '../../shared/i18n/messages.js';
import { href } from '../../shared/routing/href.js';

/** One step of a trail: its name in the page's language and its absolute address. */
export interface Crumb {
  name: string;
  url: string;
}

/** Positions count from 1, in the order a visitor walks down from the home page. */
export function breadcrumbList(crumbs: readonly Crumb[]): WithContext<BreadcrumbList> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((c, i) => ({ '@type': 'ListItem', position: i + 1, name: c.name, item: c.url })),
  };
}

/** The home page, then the region's home when the page is under a region. */
export function trailStart(t: Translate, lang: Lang, region: Region | null, origin: string): Crumb[] {
  const home = { name: t('page.index'), url: origin + href('index', lang, {}) };
  if (!region) return [home];
  return [home, { name: t(`regions.${region.slug}`), url: origin + href('region', lang, { region: region.slug }) }];
}
