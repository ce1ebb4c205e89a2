import type { PageState } from './state.js';

/** The head of a page, as the server builds it; the client applies it after a navigation. */
export interface HeadData {
  title: string;
  description: string;
  canonical: string;
  shareUrl: string;
  image: string;
  locale: string;
  localeAlternates: string[];
  hreflang: { lang: string; href: string }[];
  noindex: boolean;
  /** schema.org JSON-LD objects, one script each; the server writes them, client navigations leave them. */
  jsonLd?: readonly JsonLd[];
  /** An article's times: the page is `og:type` article rather than website. */
  article?: { published: string | null; modified: string | null };
  /** A person's page: `og:type` profile. */
  profile?: boolean;
  /** The share image in words, when the page draws its own (`og:image:alt`). */
  imageAlt?: string;
  /** Further links of the page: a list's previous and next pages, a news feed. */
  links?: HeadLink[];
}

/** A schema.org object as written into the head: every builder types its own with schema-dts. */
export type JsonLd = { readonly '@context': 'https://schema.org' };

/** Open Graph's type of a page, the same on the server and after a client navigation. */
export function ogType(head: Pick<HeadData, 'article' | 'profile'>): 'article' | 'profile' | 'website' {
  return head.article ? 'article' : head.profile ? 'profile' : 'website';
}

export interface HeadLink {
  rel: 'prev' | 'next' | 'alternate';
  href: string;
  type?: string;
  title?: string;
}

/** GET /_payload/{path}: what a client navigation needs to show {path}. */
export interface Payload {
  state: PageState;
  head: HeadData;
  /** The page's own validation failed: show the 404 screen but keep the previous URL. */
  fatal: boolean;
  /** The page's message chunks, as a full page names them (public-config.ts's PageData). */
  messages: string[];
}

export const PAYLOAD_PREFIX = '/_payload';

/** GET {LIVE_PREFIX}/{region}/{id}?lang=: a match again, for polling while it is soon or live. */
export const LIVE_PREFIX = '/_live/matches';

/**
 * GET {LIVE_CARDS_PATH}?lang=&m={region}:{id},…: the match cards of a page again, all in one poll,
 * as `{ rows: { "{region}:{id}": MatchRow } }` (a card whose match could not be read is left out).
 */
export const LIVE_CARDS_PATH = '/_live/cards';
/** At most this many cards in one poll: no page shows more live or starting soon at once. */
export const LIVE_CARDS_MAX = 24;
