import { describe, expect, it } from 'vitest';
import type { Lang } from '../../src/shared/config/locales.js';
import { regionsFor } from '../../src/shared/config/regions.js';
import { newsListHref } from '../../src/shared/league/news-view.js';
import { href } from '../../src/shared/routing/href.js';
import { hasBrowser, sharedBrowserAndSite } from './browser.js';
import { type Ceiling, pagesOverCeiling } from './page-heights.js';

type League = 'kings' | 'queens';

/**
 * A region's news list in the language it is written in: the league's region in `lang` where it
 * has one (the Kings League's MENA in Arabic), else Spain's, in Spanish.
 */
function newsList(league: League, lang: Lang): string {
  const region = regionsFor(league).find((r) => r.newsLang === lang);
  return region ? newsListHref(lang, region.slug) : newsListHref('es', 'espana');
}

/** The list pages' ceilings on a 390 px phone (docs/decisions/0095). */
const ceilings = (league: League, lang: Lang): Ceiling[] => [
  [href('region-teams', lang, { region: 'espana' }), 3000],
  [newsList(league, lang), 5000],
  [href('region-stats', lang, { region: 'espana' }), 5000],
];

describe.skipIf(!hasBrowser).each(['kings', 'queens'] as const)('the list pages on a phone (%s)', (league) => {
  const site = sharedBrowserAndSite(league);

  it.each(['en', 'ar'] as const)('in %s, teams, news and statistics keep under their ceilings', async (lang) => {
    expect(await pagesOverCeiling(site, ceilings(league, lang))).toEqual([]);
  });
});
