import { LANGS, type Lang } from '../../../shared/config/locales.js';
import { type ContentKind, cmsPageSlug } from '../../../shared/league/content-pages.js';
import { CHECK_OF_REGION } from '../../../shared/routing/checks-data.js';
import { ROUTES, type RouteBase } from '../../../shared/routing/routes.js';
import type { RawDataset } from '../../data/types.js';
import { type CircularDocument, circularsPage } from './circulars.js';
import { type RegionFacts, regionFacts } from './facts.js';
import { words } from './html.js';
import { accreditationPage, contactPage, faqsPage, type PageBody, regulationPage, ticketsPage } from './kinds.js';
import { PAGE_TEXTS } from './text/index.js';

/** One WordPress page of a region's CMS in one language. */
export interface CmsPageRecord extends PageBody {
  id: number;
  cms: string;
  slug: string;
  lang: Lang;
  /** Last edit, ms since the epoch. */
  modified: number;
}

export interface CmsPages {
  pages: CmsPageRecord[];
  /** The circulars' PDF documents by file name. */
  documents: Map<string, CircularDocument>;
}

/** The routes a kind's page is shown on: its CMS page exists where one of them does. */
const ROUTES_OF: Readonly<Record<ContentKind, readonly RouteBase[]>> = {
  faqs: ['region-faqs'],
  regulation: ['region-regulation'],
  circulars: ['region-circulars', 'region-circolari'],
  contact: ['region-contact-us'],
  'media-accreditation': ['region-media-accreditation'],
  tickets: ['region-tickets'],
};

/** The languages in which a region shows a kind's page, by the route table's blocked sets and paths. */
function languagesOf(facts: RegionFacts, kind: ContentKind): Lang[] {
  const check = (CHECK_OF_REGION[facts.context] as Record<string, string>)[facts.region.slug];
  const open = ROUTES_OF[kind].filter((base) => !(ROUTES[base].checks as readonly string[]).includes(check!));
  return LANGS.filter((lang) => open.some((base) => lang in ROUTES[base].paths));
}

const DAY = 86_400_000;

/**
 * Every editorial page of every region's CMS, in every language its page is shown in, from the
 * structured texts (text/*.ts) and the dataset's facts. Dates count back from the anchor day, so
 * the pages never go stale; the same inputs give the same pages.
 */
export function buildCmsPages(dataset: Pick<RawDataset, 'seasons'>, anchorMs: number): CmsPages {
  const pages: CmsPageRecord[] = [];
  const documents = new Map<string, CircularDocument>();
  const seen = new Set<string>();
  let id = 9001;
  for (const facts of regionFacts(dataset)) {
    for (const kind of Object.keys(ROUTES_OF) as ContentKind[]) {
      const slug = cmsPageSlug(facts.context, facts.region, kind);
      for (const lang of languagesOf(facts, kind)) {
        const key = `${facts.cms}|${slug}|${lang}`;
        if (seen.has(key)) continue;
        seen.add(key);
        const w = words(facts.context, facts.values);
        const texts = PAGE_TEXTS[lang];
        const body =
          kind === 'faqs'
            ? faqsPage(w, texts.faqs)
            : kind === 'regulation'
              ? regulationPage(w, texts.regulation, anchorMs)
              : kind === 'contact'
                ? contactPage(w, texts.contact, facts)
                : kind === 'media-accreditation'
                  ? accreditationPage(w, texts.accreditation)
                  : kind === 'tickets'
                    ? ticketsPage(w, texts.tickets, facts)
                    : circularsPage(w, lang, facts, anchorMs, documents);
        if (!body) continue;
        pages.push({ id: id++, cms: facts.cms, slug, lang, modified: anchorMs - (3 + (id % 9)) * DAY, ...body });
      }
    }
  }
  return { pages, documents };
}
