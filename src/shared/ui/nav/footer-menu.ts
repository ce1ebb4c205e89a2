import type { WebContext } from '../../config/contexts.js';
import type { Lang } from '../../config/locales.js';
import type { Region } from '../../config/regions.js';
import { EXTERNAL } from './external-links.js';
import { externalItem, globalItem, type MenuItem, memoMenu, present, regionItem } from './menu-item.js';

/** Pages that exist without a region: legends or finalissima by context, and the stores. */
export function globalMenu(context: WebContext, lang: Lang): MenuItem[] {
  return present([
    globalItem('nav.legends', 'legends', context, lang),
    globalItem('page.finalissima', 'finalissima', context, lang),
    globalItem('nav.stores', 'stores', context, lang),
  ]);
}

function regionFooter(region: Region, lang: Lang): MenuItem[] {
  const item = (key: string, base: Parameters<typeof regionItem>[1]) => regionItem(key, base, region, lang);
  return present([
    item('nav.qualifiersSpain', 'region-qualifiers-spain'),
    item('nav.qualifiersAmericas', 'region-qualifiers-americas'),
    item('nav.champions', 'region-champions'),
    item('nav.squadSimulator', 'region-squad-simulator'),
    item('nav.mercato', 'region-mercato'),
    item('nav.tierList', 'region-tier-list'),
    item('nav.regulation', 'region-regulation'),
    item('nav.faqs', 'region-faqs'),
    item('nav.tickets', 'region-tickets'),
    item('nav.mediaAccreditation', 'region-media-accreditation'),
    item('nav.contact', 'region-contact-us'),
    // Two pages, one label: the Spanish circulars and the Italian circolari.
    item('nav.circulars', 'region-circulars'),
    item('nav.circulars', 'region-circolari'),
  ]);
}

/** docs/spec.md "Navigation by region": the footer of a region, or the global pages; careers always. */
export const footerMenu = memoMenu((context, region, lang) => [
  ...(region ? regionFooter(region, lang) : globalMenu(context, lang)),
  externalItem('nav.careers', EXTERNAL.careers[context]),
]);
