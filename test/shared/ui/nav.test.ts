import { describe, expect, it } from 'vitest';
import type { WebContext } from '../../../src/shared/config/contexts.js';
import type { Lang } from '../../../src/shared/config/locales.js';
import { findRegion, type RegionSlug } from '../../../src/shared/config/regions.js';
import { footerMenu, globalMenu, headerMenu, type MenuItem } from '../../../src/shared/ui/nav/menus.js';

const keys = (items: MenuItem[]): string[] => items.flatMap((i) => [i.key, ...(i.children ? keys(i.children) : [])]);
const menus = (context: WebContext, slug: RegionSlug, lang: Lang) => {
  const region = findRegion(context, slug)!;
  return { header: keys(headerMenu(context, region, lang)), footer: keys(footerMenu(context, region, lang)), all: headerMenu(context, region, lang) };
};

describe('header and footer menus follow the navigation section of the spec', () => {
  it.each([
    // context, region, lang, present, absent
    ['kings', 'espana', 'es', ['nav.news', 'nav.fantasy', 'nav.legends', 'nav.mercato', 'nav.tickets', 'nav.squadSimulator'], ['nav.tournament', 'nav.tierList', 'nav.circulars', 'nav.tryouts']],
    ['kings', 'espana', 'de', ['nav.fantasy', 'nav.tickets'], ['nav.news', 'nav.mercato']],
    ['kings', 'espana', 'en', ['nav.mercato'], ['nav.news']],
    ['kings', 'italia', 'it', ['nav.news', 'nav.circulars', 'nav.tryouts', 'nav.scorePrediction'], ['nav.fantasy', 'nav.tickets', 'nav.squadSimulator']],
    ['kings', 'italia', 'en', ['nav.tryouts', 'nav.scorePrediction'], ['nav.news', 'nav.circulars']],
    ['kings', 'americas', 'es', ['nav.news', 'nav.legends'], ['nav.fantasy', 'nav.mercato', 'nav.tickets']],
    ['kings', 'brazil', 'pt', ['nav.news'], ['nav.mediaAccreditation']],
    ['kings', 'mena', 'ar', ['nav.news'], ['nav.mediaAccreditation', 'nav.tournament']],
    ['kings', 'world-cup', 'en', ['nav.tournament', 'nav.tierList'], ['nav.news', 'nav.qualifiersSpain']],
    ['kings', 'kwc-nations', 'es', ['nav.tournament', 'nav.tierList'], ['nav.news']],
    ['kings', 'king-of-kings', 'en', ['nav.qualifiersSpain', 'nav.qualifiersAmericas', 'nav.tables'], ['nav.legends', 'nav.squadSimulator']],
    ['queens', 'espana', 'es', ['nav.news', 'nav.tickets', 'nav.mercato', 'nav.circulars'], ['nav.legends', 'nav.fantasy']],
    ['queens', 'americas', 'es', ['nav.news', 'nav.circulars'], ['nav.legends', 'nav.tickets']],
  ] as [WebContext, RegionSlug, Lang, string[], string[]][])('%s %s in %s', (context, slug, lang, present, absent) => {
    const { header, footer } = menus(context, slug, lang);
    for (const key of present) expect([...header, ...footer]).toContain(key);
    for (const key of absent) expect([...header, ...footer]).not.toContain(key);
    expect(header.slice(0, 3)).toEqual(['nav.tables', 'nav.matches', 'nav.teams']);
    expect(footer).toContain('nav.careers');
  });

  it('links the news menu to the language word of news', () => {
    expect(menus('kings', 'espana', 'es').all.find((i) => i.key === 'nav.news')?.href).toBe('/es/espana/noticias');
    expect(menus('kings', 'italia', 'it').all.find((i) => i.key === 'nav.news')?.href).toBe('/it/italia/notizie');
  });

  it('marks external links and keeps internal ones in the language', () => {
    const items = headerMenu('kings', findRegion('kings', 'espana')!, 'fr');
    expect(items.find((i) => i.key === 'nav.fantasy')?.external).toBe(true);
    expect(items.find((i) => i.key === 'nav.tables')?.href).toBe('/fr/espana/classement');
  });

  it('offers legends only to kings and finalissima only to queens on global pages', () => {
    expect(keys(globalMenu('kings', 'en'))).toEqual(['nav.legends', 'nav.stores']);
    expect(keys(globalMenu('queens', 'en'))).toEqual(['page.finalissima']);
  });
});
