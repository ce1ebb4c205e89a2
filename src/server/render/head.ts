import { CONTEXTS, type WebContext } from '../../shared/config/contexts.js';
import { DEFAULT_LANG, LANGS, type Lang, LOCALES, ogLocale } from '../../shared/config/locales.js';
import type { Region } from '../../shared/config/regions.js';
import type { Alternate } from '../../shared/routing/alternates.js';
import { type HeadData, ogType } from '../../shared/ui/payload.js';
import { escapeHtml, keptJsonForScript } from './escape.js';

export type { HeadData };

export interface HeadInput {
  context: WebContext;
  origin: string;
  lang: Lang;
  path: string;
  query: URLSearchParams;
  title: string;
  description: string;
  region: Region | null;
  alternates: Record<Lang, Alternate> | null;
  noindex: boolean;
}

/** Canonical links keep only the `page` query parameter (a positive integer). */
function canonicalQuery(query: URLSearchParams): string {
  const page = query.get('page');
  return page && /^[1-9]\d{0,5}$/.test(page) ? `?page=${page}` : '';
}

export function buildHead(input: HeadInput): HeadData {
  const { origin, query } = input;
  const search = query.toString();
  const exact = input.alternates ? LANGS.filter((l) => input.alternates![l].exact) : [];
  const hreflang = exact.map((l) => ({ lang: LOCALES[l].tag, href: origin + input.alternates![l].href }));
  if (exact.length) {
    const fallback = exact.includes(DEFAULT_LANG) ? DEFAULT_LANG : exact[0]!;
    hreflang.push({ lang: 'x-default', href: origin + input.alternates![fallback].href });
  }
  return {
    title: input.title,
    description: input.description,
    canonical: origin + input.path + canonicalQuery(query),
    shareUrl: origin + input.path + (search ? `?${search}` : ''),
    image: origin + (input.region?.ogImage ?? CONTEXTS[input.context].ogImage),
    locale: ogLocale(input.lang),
    localeAlternates: exact.filter((l) => l !== input.lang).map(ogLocale),
    hreflang,
    noindex: input.noindex,
  };
}

const meta = (attr: 'name' | 'property', key: string, content: string) =>
  `<meta ${attr}="${key}" content="${escapeHtml(content)}">`;

export function headTags(head: HeadData, siteName: string): string {
  return [
    `<title>${escapeHtml(head.title)}</title>`,
    meta('name', 'description', head.description),
    head.noindex ? meta('name', 'robots', 'noindex') : '',
    `<link rel="canonical" href="${escapeHtml(head.canonical)}">`,
    ...head.hreflang.map((h) => `<link rel="alternate" hreflang="${h.lang}" href="${escapeHtml(h.href)}">`),
    ...(head.links ?? []).map(
      (l) =>
        `<link rel="${l.rel}"${l.type ? ` type="${escapeHtml(l.type)}"` : ''}${l.title ? ` title="${escapeHtml(l.title)}"` : ''} href="${escapeHtml(l.href)}">`,
    ),
    meta('property', 'og:type', ogType(head)),
    head.article?.published ? meta('property', 'article:published_time', head.article.published) : '',
    head.article?.modified ? meta('property', 'article:modified_time', head.article.modified) : '',
    meta('property', 'og:site_name', siteName),
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', head.description),
    meta('property', 'og:url', head.shareUrl),
    meta('property', 'og:image', head.image),
    // The region's pictures and the pages' own (server/share) are all drawn at this size.
    meta('property', 'og:image:width', '1200'),
    meta('property', 'og:image:height', '630'),
    head.imageAlt ? meta('property', 'og:image:alt', head.imageAlt) : '',
    meta('property', 'og:locale', head.locale),
    ...head.localeAlternates.map((l) => meta('property', 'og:locale:alternate', l)),
    meta('name', 'twitter:card', 'summary_large_image'),
    meta('name', 'twitter:title', head.title),
    meta('name', 'twitter:description', head.description),
    meta('name', 'twitter:image', head.image),
    head.imageAlt ? meta('name', 'twitter:image:alt', head.imageAlt) : '',
    // Structured data is kept with the page's view where it can be: its JSON is kept beside it.
    ...(head.jsonLd ?? []).map((thing) => `<script type="application/ld+json">${keptJsonForScript(thing)}</script>`),
  ]
    .filter(Boolean)
    .join('');
}
