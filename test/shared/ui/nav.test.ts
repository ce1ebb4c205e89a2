import { describe, expect, it } from 'vitest';
import type { WebContext } from '../../../src/shared/config/contexts.js';
import { LANGS, type Lang } from '../../../src/shared/config/locales.js';
import { findRegion, type RegionSlug, regionsFor } from '../../../src/shared/config/regions.js';
import { runGuards } from '../../../src/shared/routing/guards.js';
import { matchPath } from '../../../src/shared/routing/match.js';
import { EXTERNAL } from '../../../src/shared/ui/nav/external-links.js';
import {
  flattenMenu,
  footerMenu,
  headerMenu,
  isCurrent,
  type MenuItem,
  mainSections,
} from '../../../src/shared/ui/nav/menus.js';

/** A menu written the way the tables below read: `nav.` dropped, ↗ for external, (children). */
const show = (items: MenuItem[]): string =>
  items
    .map((i) => i.key.replace(/^nav\./, '') + (i.external ? '↗' : '') + (i.children ? `(${show(i.children)})` : ''))
    .join(' ');
const region = (context: WebContext, slug: RegionSlug) => findRegion(context, slug)!;

const STATS = 'stats(playerStats teamStats)';
const TABLES = 'tables(tables champions)';
const KINGS = `${TABLES} matches teams players(draftPlayers wildcard legends) ${STATS}`;
const ITALY = `${TABLES} matches teams players(draftPlayers wildcard legends tryouts↗) ${STATS}`;
const QUEENS = `${TABLES} matches teams players(draftPlayers wildcard) ${STATS}`;
const WITH_SIM = 'tables(tables champions page.region-team-simulator)';
const BRAZIL = `${WITH_SIM} matches teams players(draftPlayers wildcard legends) ${STATS}`;
const QUEENS_AMERICAS = `${WITH_SIM} matches teams players(draftPlayers wildcard) ${STATS}`;
const CUPS = `${KINGS} tournament`;

// context, region, language, header, footer (careers↗ always closes the footer)
const TABLE: [WebContext, RegionSlug, Lang, string, string][] = [
  [
    'kings',
    'espana',
    'es',
    `${KINGS} news fantasy↗`,
    'champions squadSimulator mercato regulation faqs tickets mediaAccreditation contact',
  ],
  [
    'kings',
    'espana',
    'en',
    `${KINGS} fantasy↗`,
    'champions squadSimulator mercato regulation faqs tickets mediaAccreditation contact',
  ],
  [
    'kings',
    'espana',
    'it',
    `${KINGS} fantasy↗`,
    'champions squadSimulator regulation faqs tickets mediaAccreditation contact',
  ],
  [
    'kings',
    'espana',
    'ar',
    `${KINGS} fantasy↗`,
    'champions squadSimulator regulation faqs tickets mediaAccreditation contact',
  ],
  [
    'kings',
    'espana',
    'de',
    `${KINGS} fantasy↗`,
    'champions squadSimulator regulation faqs tickets mediaAccreditation contact',
  ],
  ['kings', 'americas', 'es', `${KINGS} news`, 'champions regulation faqs mediaAccreditation contact'],
  ['kings', 'americas', 'en', KINGS, 'champions regulation faqs mediaAccreditation contact'],
  ['kings', 'americas', 'it', KINGS, 'champions regulation faqs mediaAccreditation contact'],
  ['kings', 'americas', 'ar', KINGS, 'champions regulation faqs mediaAccreditation contact'],
  [
    'kings',
    'italia',
    'it',
    `${ITALY} news scorePrediction↗`,
    'champions regulation faqs mediaAccreditation contact circulars',
  ],
  ['kings', 'italia', 'en', `${ITALY} scorePrediction↗`, 'champions regulation faqs mediaAccreditation contact'],
  ['kings', 'italia', 'es', `${ITALY} scorePrediction↗`, 'champions regulation faqs mediaAccreditation contact'],
  ['kings', 'italia', 'ar', `${ITALY} scorePrediction↗`, 'champions regulation faqs mediaAccreditation contact'],
  ['kings', 'brazil', 'pt', `${BRAZIL} news`, 'champions regulation faqs contact'],
  ['kings', 'brazil', 'en', BRAZIL, 'champions regulation faqs contact'],
  ['kings', 'brazil', 'es', BRAZIL, 'champions regulation faqs contact'],
  ['kings', 'brazil', 'it', BRAZIL, 'champions regulation faqs contact'],
  ['kings', 'brazil', 'ar', BRAZIL, 'champions regulation faqs contact'],
  ['kings', 'france', 'fr', `${KINGS} news`, 'champions regulation faqs contact'],
  ['kings', 'france', 'en', KINGS, 'champions regulation faqs contact'],
  ['kings', 'france', 'es', KINGS, 'champions regulation faqs contact'],
  ['kings', 'france', 'it', KINGS, 'champions regulation faqs contact'],
  ['kings', 'france', 'ar', KINGS, 'champions regulation faqs contact'],
  ['kings', 'germany', 'de', `${KINGS} news`, 'champions regulation faqs mediaAccreditation contact'],
  ['kings', 'germany', 'en', KINGS, 'champions regulation faqs mediaAccreditation contact'],
  ['kings', 'germany', 'es', KINGS, 'champions regulation faqs mediaAccreditation contact'],
  ['kings', 'germany', 'it', KINGS, 'champions regulation faqs mediaAccreditation contact'],
  ['kings', 'germany', 'ar', KINGS, 'champions regulation faqs mediaAccreditation contact'],
  ['kings', 'mena', 'ar', `${KINGS} news`, 'champions regulation faqs contact'],
  ['kings', 'mena', 'en', KINGS, 'champions regulation faqs contact'],
  ['kings', 'mena', 'es', KINGS, 'champions regulation faqs contact'],
  ['kings', 'mena', 'it', KINGS, 'champions regulation faqs contact'],
  ['kings', 'kwc-nations', 'en', CUPS, 'champions tierList regulation contact'],
  ['kings', 'kwc-nations', 'es', CUPS, 'champions tierList regulation contact'],
  ['kings', 'kwc-nations', 'it', CUPS, 'champions tierList regulation contact'],
  ['kings', 'kwc-nations', 'ar', CUPS, 'champions tierList regulation contact'],
  ['kings', 'world-cup', 'en', CUPS, 'champions tierList regulation contact'],
  ['kings', 'world-cup', 'es', CUPS, 'champions tierList regulation contact'],
  ['kings', 'world-cup', 'it', CUPS, 'champions tierList regulation contact'],
  ['kings', 'world-cup', 'ar', CUPS, 'champions tierList regulation contact'],
  [
    'kings',
    'king-of-kings',
    'en',
    'tables(tables champions) matches teams',
    'qualifiersSpain qualifiersAmericas champions',
  ],
  [
    'kings',
    'king-of-kings',
    'es',
    'tables(tables champions) matches teams',
    'qualifiersSpain qualifiersAmericas champions',
  ],
  [
    'kings',
    'king-of-kings',
    'it',
    'tables(tables champions) matches teams',
    'qualifiersSpain qualifiersAmericas champions',
  ],
  [
    'kings',
    'king-of-kings',
    'ar',
    'tables(tables champions) matches teams',
    'qualifiersSpain qualifiersAmericas champions',
  ],
  [
    'queens',
    'espana',
    'es',
    `${QUEENS} news`,
    'champions squadSimulator mercato regulation faqs tickets mediaAccreditation contact circulars',
  ],
  [
    'queens',
    'espana',
    'en',
    QUEENS,
    'champions squadSimulator mercato regulation faqs tickets mediaAccreditation contact',
  ],
  ['queens', 'espana', 'it', QUEENS, 'champions squadSimulator regulation faqs tickets mediaAccreditation contact'],
  ['queens', 'espana', 'ar', QUEENS, 'champions squadSimulator regulation faqs tickets mediaAccreditation contact'],
  [
    'queens',
    'americas',
    'es',
    `${QUEENS_AMERICAS} news`,
    'champions squadSimulator regulation faqs mediaAccreditation contact circulars',
  ],
  ['queens', 'americas', 'en', QUEENS_AMERICAS, 'champions squadSimulator regulation faqs mediaAccreditation contact'],
  ['queens', 'americas', 'it', QUEENS_AMERICAS, 'champions squadSimulator regulation faqs mediaAccreditation contact'],
  ['queens', 'americas', 'ar', QUEENS_AMERICAS, 'champions squadSimulator regulation faqs mediaAccreditation contact'],
];

describe('header and footer menus follow "Navigation by region" in docs/spec.md', () => {
  it.each(TABLE)('%s %s in %s', (context, slug, lang, header, footer) => {
    expect(show(headerMenu(context, region(context, slug), lang))).toBe(header);
    expect(show(footerMenu(context, region(context, slug), lang))).toBe(`${footer} careers↗`.trim());
  });

  it('covers every region of both contexts in en, es, it and ar', () => {
    for (const context of ['kings', 'queens'] as const) {
      for (const r of regionsFor(context)) {
        for (const lang of ['en', 'es', 'it', 'ar'] as const) {
          expect(
            TABLE.some(([c, s, l]) => c === context && s === r.slug && l === lang),
            `${context} ${r.slug} ${lang}`,
          ).toBe(true);
        }
      }
    }
  });

  it('links every internal item to a page that exists and is allowed, in every language', () => {
    for (const context of ['kings', 'queens'] as const) {
      for (const r of regionsFor(context)) {
        for (const lang of LANGS) {
          const items = flattenMenu([...headerMenu(context, r, lang), ...footerMenu(context, r, lang)]).filter(
            (i) => !i.external,
          );
          for (const item of items) {
            const m = matchPath(item.href);
            expect(m?.lang, item.href).toBe(lang);
            expect(runGuards(m!, context).kind, `${context} ${item.href}`).toBe('ok');
          }
        }
      }
    }
  });

  it('builds news and circulars links from the language words', () => {
    const href = (items: MenuItem[], key: string) => flattenMenu(items).find((i) => i.key === key)?.href;
    expect(href(headerMenu('kings', region('kings', 'espana'), 'es'), 'nav.news')).toBe('/es/espana/noticias');
    expect(href(headerMenu('kings', region('kings', 'italia'), 'it'), 'nav.news')).toBe('/it/italia/notizie');
    expect(href(headerMenu('kings', region('kings', 'mena'), 'ar'), 'nav.news')).toBe('/ar/mena/news');
    expect(href(footerMenu('kings', region('kings', 'italia'), 'it'), 'nav.circulars')).toBe('/it/italia/circolari');
    expect(href(footerMenu('queens', region('queens', 'espana'), 'es'), 'nav.circulars')).toBe('/es/espana/circulares');
    expect(href(footerMenu('kings', region('kings', 'espana'), 'es'), 'nav.mercato')).toBe(
      '/es/espana/mercato-fichajes',
    );
    expect(href(headerMenu('kings', region('kings', 'espana'), 'fr'), 'nav.tables')).toBe('/fr/espana/classement');
    expect(href(headerMenu('kings', region('kings', 'world-cup'), 'de'), 'nav.tournament')).toBe(
      '/de/world-cup/turnier',
    );
  });

  it('offers the roll of champions and the team simulator beside the tables, in the region’s words', () => {
    const under = (items: MenuItem[]) =>
      Object.fromEntries(items.find((i) => i.key === 'nav.tables')!.children!.map((i) => [i.key, i.href]));
    expect(under(headerMenu('kings', region('kings', 'brazil'), 'pt'))).toEqual({
      'nav.tables': '/pt/brazil/classificacao',
      'nav.champions': '/pt/brazil/campeoes',
      'page.region-team-simulator': '/pt/brazil/team-simulator',
    });
    expect(under(headerMenu('queens', region('queens', 'americas'), 'ar'))).toEqual({
      'nav.tables': '/ar/americas/tables',
      'nav.champions': '/ar/americas/champions',
      'page.region-team-simulator': '/ar/americas/team-simulator',
    });
    // Where the simulator is not offered, the champions alone join the tables.
    expect(under(headerMenu('queens', region('queens', 'espana'), 'es'))).toEqual({
      'nav.tables': '/es/espana/clasificacion',
      'nav.champions': '/es/espana/campeones',
    });
    // The group stands for the tables where a page sends the visitor on.
    expect(mainSections('kings', region('kings', 'espana'), 'es').map((i) => i.href)).toEqual([
      '/es/espana/clasificacion',
      '/es/espana/partidos',
      '/es/espana/equipos',
    ]);
  });

  it('sends external items to the league services', () => {
    const ext = (items: MenuItem[]) =>
      Object.fromEntries(
        flattenMenu(items)
          .filter((i) => i.external)
          .map((i) => [i.key, i.href]),
      );
    expect(ext(headerMenu('kings', region('kings', 'espana'), 'en'))).toEqual({ 'nav.fantasy': EXTERNAL.fantasy });
    expect(ext(headerMenu('kings', region('kings', 'italia'), 'it'))).toEqual({
      'nav.tryouts': EXTERNAL.tryouts,
      'nav.scorePrediction': EXTERNAL.scorePrediction,
    });
    expect(ext(footerMenu('queens', region('queens', 'espana'), 'es'))).toEqual({
      'nav.careers': 'https://careers.queensleague.pro',
    });
    expect(ext(footerMenu('kings', null, 'es'))).toEqual({ 'nav.careers': 'https://careers.kingsleague.pro' });
  });
});

describe('menus without a region', () => {
  it('list the competitions the context shows in navigation, King of Kings left out', () => {
    expect(headerMenu('kings', null, 'es').map((i) => i.href)).toEqual([
      '/es/espana',
      '/es/americas',
      '/es/italia',
      '/es/brazil',
      '/es/france',
      '/es/germany',
      '/es/mena',
      '/es/kwc-nations',
      '/es/world-cup',
    ]);
    expect(show(headerMenu('queens', null, 'ar'))).toBe('regions.espana regions.americas');
  });

  it('offer legends and stores to kings, finalissima to queens', () => {
    expect(show(footerMenu('kings', null, 'en'))).toBe('legends stores careers↗');
    expect(
      footerMenu('kings', null, 'es')
        .slice(0, 2)
        .map((i) => i.href),
    ).toEqual(['/es/leyendas', '/es/tiendas']);
    expect(show(footerMenu('queens', null, 'en'))).toBe('page.finalissima careers↗');
  });
});

describe('helpers', () => {
  it('mainSections gives tables, matches and teams of a region, or the home and competitions', () => {
    expect(show(mainSections('kings', region('kings', 'italia'), 'it'))).toBe('tables matches teams');
    expect(mainSections('kings', region('kings', 'espana'), 'es').map((i) => i.href)).toEqual([
      '/es/espana/clasificacion',
      '/es/espana/partidos',
      '/es/espana/equipos',
    ]);
    expect(show(mainSections('queens', null, 'en'))).toBe('site.home regions.espana regions.americas');
  });

  it('isCurrent marks the item of the shown page and the parent of a current child', () => {
    const menu = headerMenu('kings', region('kings', 'espana'), 'en');
    const current = (path: string) => menu.filter((i) => isCurrent(i, path)).map((i) => i.key);
    expect(current('/en/espana/tables')).toEqual(['nav.tables']);
    expect(current('/en/espana/legends')).toEqual(['nav.players']);
    expect(current('/en/espana/stats/teams')).toEqual(['nav.stats']);
    expect(current('/en/espana/faqs')).toEqual([]);
    expect(current(EXTERNAL.fantasy)).toEqual([]);
  });
});
