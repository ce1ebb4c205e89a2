import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import en from '../../locales/en.json' with { type: 'json' };
import { pageData } from '../helpers/app.js';
import { sharedEmbeddedSite } from '../helpers/embedded.js';
import { checkEvent, checkThing, checkTrail, headOf } from './json-ld-checks.js';

/**
 * Every detail page kind describes itself to search engines, in both leagues and in English
 * and Arabic: schema.org objects with the properties their type asks for, on absolute links that
 * answer, breadcrumbs in the page's language, and its own Open Graph summary and picture.
 */
type Kind = 'home' | 'region' | 'match' | 'team' | 'player' | 'article';
interface Case {
  kind: Kind;
  path: string;
  status?: string;
}

const OG: Record<Kind, string> = {
  home: 'website',
  region: 'website',
  match: 'website',
  team: 'website',
  player: 'profile',
  article: 'article',
};
const TYPES: Record<Kind, string[]> = {
  home: ['WebSite', 'SportsOrganization'],
  region: ['SportsOrganization'],
  match: ['SportsEvent', 'BreadcrumbList'],
  team: ['SportsTeam', 'BreadcrumbList'],
  player: ['Person', 'BreadcrumbList'],
  article: ['NewsArticle', 'BreadcrumbList'],
};
/** A page's data says what state its match is in, so a changed dataset cannot pass unnoticed. */
const EVENT_STATUS: Record<string, string> = {
  scheduled: 'EventScheduled',
  live: 'EventScheduled',
  ended: 'EventScheduled',
  rescheduled: 'EventPostponed',
  cancelled: 'EventCancelled',
};
/** English words the Arabic trail must not show. */
const ENGLISH = new Set([
  en.page.index,
  en.page['region-teams'],
  en.page['region-matches'],
  en.page['region-news'],
  ...Object.values(en.regions),
]);

const people = (region: string, team: string, player: string): Case[] => [
  { kind: 'team', path: `/${region}/teams/${team}` },
  { kind: 'team', path: `/teams/${team}` },
  { kind: 'player', path: `/${region}/players/${player}` },
  { kind: 'player', path: `/players/${player}` },
];
const matches = (region: string, byStatus: Record<string, string>): Case[] =>
  Object.entries(byStatus).map(([status, ref]) => ({ kind: 'match', status, path: `/${region}/matches/${ref}` }));

const SITES = {
  kings: [
    { kind: 'home', path: '' },
    { kind: 'region', path: '/espana' },
    ...matches('espana', {
      scheduled: '2142-porcinos-fc-vs-jijantes-fc',
      live: '2145-xbuyer-team-vs-pio-fc',
      ended: '2100-jijantes-fc-vs-1k-fc',
      rescheduled: '2141-1k-fc-vs-aniquiladores-fc',
      cancelled: '2134-ultimate-mostoles-vs-aniquiladores-fc',
    }),
    ...people('espana', '1-1k-fc', '1-ricardo-lopez'),
  ],
  queens: [
    { kind: 'home', path: '' },
    { kind: 'region', path: '/espana' },
    ...matches('espana', {
      scheduled: '2334-saiyans-fc-vs-rayo-de-barcelona',
      live: '2333-ultimate-mostoles-vs-pio-fc',
      ended: '2300-el-barrio-vs-porcinos-fc',
      rescheduled: '2329-saiyans-fc-vs-los-troncos-fc',
      cancelled: '2322-xbuyer-team-vs-los-troncos-fc',
    }),
    ...people('espana', '23-ultimate-mostoles', '157-irene-lopez'),
  ],
} satisfies Record<string, Case[]>;
/** News exist only in their region's language: Arabic in MENA, Spanish in Spain. */
const NEWS = { kings: ['/ar/mena/news', '/es/espana/noticias'], queens: ['/es/espana/noticias'] };

async function firstArticle(app: FastifyInstance, list: string): Promise<string> {
  const body = (await app.inject({ url: list })).body;
  return new RegExp(`href="(${list}/[^"/?]+)"`).exec(body.slice(body.indexOf('<main')))![1]!;
}

describe.each(Object.keys(SITES) as (keyof typeof SITES)[])('structured data on the %s site', (context) => {
  const site = sharedEmbeddedSite({ WEB_CONTEXT: context });
  const answers = new Map<string, number>();
  const status = async (path: string) =>
    answers.get(path) ?? answers.set(path, (await site.app.inject({ url: path })).statusCode).get(path)!;

  async function check({ kind, path, status: matchStatus }: Case, lang: string) {
    const res = await site.app.inject({ url: path });
    expect(res.statusCode, path).toBe(200);
    const head = headOf(res.body);
    expect(head.lds.map((ld) => ld['@type'])).toEqual(TYPES[kind]);
    const links = head.lds.flatMap((ld) => checkThing(ld, head.origin));
    for (const link of new Set(links)) expect(await status(link), link).toBe(200);

    expect(head.meta('og:type')).toBe(OG[kind]);
    expect(head.meta('og:description')).toBe(head.meta('description'));
    expect(head.meta('og:image')).toMatch(/^https:\/\//);
    const [main, trail] = head.lds;
    if (kind === 'home')
      expect(main).toMatchObject({ inLanguage: expect.stringMatching(new RegExp(`^${lang}-`)), url: head.canonical });
    if (kind === 'home' || kind === 'region') return;

    // A detail page's own summary and picture, not its region's.
    const region = headOf((await site.app.inject({ url: `/${lang}/espana` })).body);
    expect(head.meta('description')).not.toBe(region.meta('description'));
    expect(head.meta('og:image')).not.toBe(region.meta('og:image'));
    if (kind !== 'article') expect(main!.description).toBe(head.meta('description'));
    const names = checkTrail(trail!, head.canonical);
    if (lang === 'ar') {
      for (const name of names) expect(ENGLISH.has(name), name).toBe(false);
      expect(names[0]).toMatch(/[\u0600-\u06FF]/);
      if (kind !== 'article') expect(head.meta('description')).toMatch(/[\u0600-\u06FF]/);
    }
    if (kind === 'match') {
      const view = (pageData(res.body).state.data as { view: { status: string } }).view;
      expect(view.status).toBe(matchStatus);
      checkEvent(main!, EVENT_STATUS[matchStatus!]!, head.origin);
    }
  }

  for (const lang of ['en', 'ar']) {
    it.each(SITES[context].map((c) => [c.kind, c.status ?? '', `/${lang}${c.path}`, c] as const))(
      `${lang}: %s %s %s`,
      async (_, __, path, c) => {
        await check({ ...c, path }, lang);
      },
    );
  }

  it.each(NEWS[context])('an article of %s', async (list) => {
    await check({ kind: 'article', path: await firstArticle(site.app, list) }, list.split('/')[1]!);
  });
});
