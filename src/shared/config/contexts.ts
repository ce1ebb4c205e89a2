import type { RegionSlug } from './regions.js';

export const WEB_CONTEXTS = ['kings', 'queens'] as const;
export type WebContext = (typeof WEB_CONTEXTS)[number];
export type Gender = 'male' | 'female' | 'both';

export interface ContextInfo {
  id: WebContext;
  genders: readonly Gender[];
  title: string;
  shortTitle: string;
  domain: string;
  ogImage: string;
  /** The league's square mark, large enough for search engines' logo rules (schema.org `logo`). */
  logo: string;
  icons: { favicon: string; appleTouch: string; mask: string };
  themeColor: string;
  regions: readonly RegionSlug[];
  /** Trace propagation targets for the error reporter (docs/spec.md §9). */
  hosts: { production: string; staging: string };
  /** A women's league: its players are written as women where a language marks it (i18n/messages.ts WOMEN). */
  women: boolean;
}

export const CONTEXTS: Readonly<Record<WebContext, ContextInfo>> = Object.freeze({
  kings: {
    id: 'kings',
    genders: ['male', 'both'],
    women: false,
    title: 'Kings League',
    shortTitle: 'Kings',
    domain: 'https://kingsleague.pro',
    ogImage: '/img/generic-og-kl.jpg',
    logo: '/img/icon-kl-512.png',
    icons: { favicon: '/img/favicon-kl.svg', appleTouch: '/img/icon-kl-180.png', mask: '/img/favicon-kl.svg' },
    themeColor: '#0b0b0f',
    regions: [
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
    ],
    hosts: { production: 'kingsleague.pro', staging: 'staging.kingsleague.pro' },
  },
  queens: {
    id: 'queens',
    genders: ['female', 'both'],
    women: true,
    title: 'Queens League',
    shortTitle: 'Queens',
    domain: 'https://queensleague.pro',
    ogImage: '/img/generic-og-ql.jpg',
    logo: '/img/icon-ql-512.png',
    icons: { favicon: '/img/favicon-ql.svg', appleTouch: '/img/icon-ql-180.png', mask: '/img/favicon-ql.svg' },
    themeColor: '#1a0b2e',
    regions: ['espana', 'americas'],
    hosts: { production: 'queensleague.pro', staging: 'staging.queensleague.pro' },
  },
});
