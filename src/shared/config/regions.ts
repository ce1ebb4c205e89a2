import type { WebContext } from './contexts.js';
import { CONTEXTS } from './contexts.js';
import type { Lang } from './locales.js';

export const REGION_SLUGS = [
  'espana',
  'americas',
  'italia',
  'brazil',
  'france',
  'germany',
  'mena',
  'kwc-nations',
  'world-cup',
  'king-of-kings',
] as const;
export type RegionSlug = (typeof REGION_SLUGS)[number];

export type SocialKind = 'youtube' | 'twitch' | 'twitter' | 'instagram' | 'tiktok' | 'discord' | 'facebook' | 'kick';
export interface SocialLink {
  name: SocialKind;
  url: string;
}
export interface FooterLogo {
  src: string;
  alt: string;
  width: number;
  height: number;
}
export interface CmsCategories {
  general: number;
  featured: number;
  external: number;
}

/** What differs between the kings and queens variant of one region. */
interface ContextPart {
  competitionId: readonly number[];
  leagueTitle: string;
  cmsKey: string;
  cmsCategories: CmsCategories;
  social: readonly SocialLink[];
  storeUrl?: string;
  ticketsUrl?: string;
  ecalWidgetId?: string;
  /** The league's own application form for its next draft (the site stores nothing of it). */
  draftFormUrl?: string;
  /** The external form media apply on (the media accreditation page's call to action). */
  accreditationUrl?: string;
}

interface RegionEntry {
  id: number;
  apiId: number;
  name: string;
  slug: RegionSlug;
  navVisible: boolean;
  timeZone: string;
  /** News exist only in the region's own language (docs/spec.md, navigation by region). */
  newsLang: Lang | null;
  kings: ContextPart;
  queens?: ContextPart;
}

export interface Region extends Omit<RegionEntry, 'kings' | 'queens'>, ContextPart {
  context: WebContext;
  ogImage: string;
  footerLogo: FooterLogo;
}

const social = (handle: string, kinds: readonly SocialKind[]): SocialLink[] =>
  kinds.map((name) => ({ name, url: SOCIAL_URL[name](handle) }));

const SOCIAL_URL: Record<SocialKind, (handle: string) => string> = {
  youtube: (h) => `https://www.youtube.com/@${h}`,
  twitch: (h) => `https://www.twitch.tv/${h.toLowerCase()}`,
  twitter: (h) => `https://x.com/${h}`,
  instagram: (h) => `https://www.instagram.com/${h.toLowerCase()}/`,
  tiktok: (h) => `https://www.tiktok.com/@${h.toLowerCase()}`,
  discord: (h) => `https://discord.gg/${h.toLowerCase()}`,
  facebook: (h) => `https://www.facebook.com/${h}`,
  kick: (h) => `https://kick.com/${h.toLowerCase()}`,
};

const ALL: readonly SocialKind[] = ['youtube', 'twitch', 'twitter', 'instagram', 'tiktok', 'discord'];
const MAIN: readonly SocialKind[] = ['youtube', 'twitch', 'instagram', 'tiktok'];

const ENTRIES: readonly RegionEntry[] = [
  {
    id: 1,
    apiId: 13,
    name: 'Spain',
    slug: 'espana',
    navVisible: true,
    timeZone: 'Europe/Madrid',
    newsLang: 'es',
    kings: {
      competitionId: [3, 6],
      leagueTitle: 'Kings League Spain',
      cmsKey: 'cms/kings-espana',
      cmsCategories: { general: 3, featured: 5, external: 7 },
      social: social('KingsLeague', ALL),
      storeUrl: 'https://store.kingsleague.pro',
      ticketsUrl: 'https://tickets.kingsleague.pro/espana',
      ecalWidgetId: 'kl-espana',
      draftFormUrl: 'https://draft.kingsleague.pro/espana',
      accreditationUrl: 'https://media.kingsleague.pro/espana',
    },
    queens: {
      competitionId: [4, 6],
      leagueTitle: 'Queens League Spain',
      cmsKey: 'cms/queens-espana',
      cmsCategories: { general: 13, featured: 15, external: 17 },
      social: social('QueensLeague', ALL),
      storeUrl: 'https://store.queensleague.pro',
      ticketsUrl: 'https://tickets.queensleague.pro/espana',
      draftFormUrl: 'https://draft.queensleague.pro/espana',
      accreditationUrl: 'https://media.queensleague.pro/espana',
    },
  },
  {
    id: 2,
    apiId: 57,
    name: 'Mexico',
    slug: 'americas',
    navVisible: true,
    timeZone: 'America/Mexico_City',
    newsLang: 'es',
    kings: {
      competitionId: [5],
      leagueTitle: 'Kings League Americas',
      cmsKey: 'cms/kings-americas',
      cmsCategories: { general: 21, featured: 22, external: 23 },
      social: social('KingsLeagueAmericas', MAIN),
      storeUrl: 'https://store.kingsleague.pro/americas',
      accreditationUrl: 'https://media.kingsleague.pro/americas',
    },
    queens: {
      competitionId: [12],
      leagueTitle: 'Queens League Americas',
      cmsKey: 'cms/queens-americas',
      cmsCategories: { general: 31, featured: 32, external: 33 },
      social: social('QueensLeagueAmericas', MAIN),
      draftFormUrl: 'https://draft.queensleague.pro/americas',
      accreditationUrl: 'https://media.queensleague.pro/americas',
    },
  },
  {
    id: 4,
    apiId: 1,
    name: 'Italy',
    slug: 'italia',
    navVisible: true,
    timeZone: 'Europe/Rome',
    newsLang: 'it',
    kings: {
      competitionId: [10],
      leagueTitle: 'Kings League Italia',
      cmsKey: 'cms/kings-italia',
      cmsCategories: { general: 41, featured: 42, external: 43 },
      social: social('KingsLeagueItalia', MAIN),
      accreditationUrl: 'https://media.kingsleague.pro/italia',
    },
  },
  {
    id: 6,
    apiId: 17,
    name: 'Brazil',
    slug: 'brazil',
    navVisible: true,
    timeZone: 'America/Sao_Paulo',
    newsLang: 'pt',
    kings: {
      competitionId: [17],
      leagueTitle: 'Kings League Brazil',
      cmsKey: 'cms/kings-brazil',
      cmsCategories: { general: 51, featured: 52, external: 53 },
      social: social('KingsLeagueBrazil', [...MAIN, 'kick']),
    },
  },
  {
    id: 8,
    apiId: 10,
    name: 'France',
    slug: 'france',
    navVisible: true,
    timeZone: 'Europe/Paris',
    newsLang: 'fr',
    kings: {
      competitionId: [21],
      leagueTitle: 'Kings League France',
      cmsKey: 'cms/kings-france',
      cmsCategories: { general: 61, featured: 62, external: 63 },
      social: social('KingsLeagueFrance', MAIN),
    },
  },
  {
    id: 9,
    apiId: 25,
    name: 'Germany',
    slug: 'germany',
    navVisible: true,
    timeZone: 'Europe/Berlin',
    newsLang: 'de',
    kings: {
      competitionId: [11],
      leagueTitle: 'Kings League Germany',
      cmsKey: 'cms/kings-germany',
      cmsCategories: { general: 71, featured: 72, external: 73 },
      social: social('KingsLeagueGermany', MAIN),
      accreditationUrl: 'https://media.kingsleague.pro/germany',
    },
  },
  {
    id: 10,
    apiId: 208,
    name: 'MENA',
    slug: 'mena',
    navVisible: true,
    timeZone: 'UTC',
    newsLang: 'ar',
    kings: {
      competitionId: [26],
      leagueTitle: 'Kings League MENA',
      cmsKey: 'cms/kings-mena',
      cmsCategories: { general: 81, featured: 82, external: 83 },
      social: social('KingsLeagueMENA', [...MAIN, 'facebook']),
    },
  },
  {
    id: 5,
    apiId: 204,
    name: 'Kings World Cup Nations',
    slug: 'kwc-nations',
    navVisible: true,
    timeZone: 'UTC',
    newsLang: null,
    kings: {
      competitionId: [18],
      leagueTitle: 'Kings World Cup Nations',
      cmsKey: 'cms/kings-world',
      cmsCategories: { general: 91, featured: 92, external: 93 },
      social: social('KingsLeague', ALL),
    },
  },
  {
    id: 3,
    apiId: 204,
    name: 'Kings World Cup Clubs',
    slug: 'world-cup',
    navVisible: true,
    timeZone: 'UTC',
    newsLang: null,
    kings: {
      competitionId: [8, 9],
      leagueTitle: 'Kings World Cup Clubs',
      cmsKey: 'cms/kings-world',
      cmsCategories: { general: 94, featured: 95, external: 96 },
      social: social('KingsLeague', ALL),
    },
  },
  {
    id: 7,
    apiId: 204,
    name: 'King of Kings',
    slug: 'king-of-kings',
    navVisible: false,
    timeZone: 'Europe/Rome',
    newsLang: null,
    kings: {
      competitionId: [0],
      leagueTitle: 'King of Kings',
      cmsKey: 'cms/kings-world',
      cmsCategories: { general: 97, featured: 98, external: 99 },
      social: social('KingsLeague', ALL),
    },
  },
];

function resolve(entry: RegionEntry, context: WebContext): Region | null {
  const part = entry[context];
  if (!part) return null;
  const { kings: _k, queens: _q, ...common } = entry;
  const prefix = context === 'kings' ? 'kl' : 'ql';
  return Object.freeze({
    ...common,
    ...part,
    context,
    ogImage: `/img/og/${prefix}-${entry.slug}.jpg`,
    footerLogo: { src: `/img/logos/${prefix}-${entry.slug}.svg`, alt: part.leagueTitle, width: 160, height: 48 },
  });
}

const BY_CONTEXT: Readonly<Record<WebContext, readonly Region[]>> = Object.freeze({
  kings: Object.freeze(CONTEXTS.kings.regions.map((slug) => resolve(byEntrySlug(slug), 'kings')!)),
  queens: Object.freeze(CONTEXTS.queens.regions.map((slug) => resolve(byEntrySlug(slug), 'queens')!)),
});

function byEntrySlug(slug: RegionSlug): RegionEntry {
  const entry = ENTRIES.find((e) => e.slug === slug);
  if (!entry) throw new Error(`Unknown region slug in context table: ${slug}`);
  return entry;
}

export function regionsFor(context: WebContext): readonly Region[] {
  return BY_CONTEXT[context];
}

export function findRegion(context: WebContext, slug: unknown): Region | undefined {
  return typeof slug === 'string' ? BY_CONTEXT[context].find((r) => r.slug === slug) : undefined;
}
