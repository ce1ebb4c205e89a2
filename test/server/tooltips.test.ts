import { describe, expect, it } from 'vitest';
import { LANGS } from '../../src/shared/config/locales.js';
import { href } from '../../src/shared/routing/href.js';
import { sharedEmbeddedSite } from '../helpers/embedded.js';
import { messages } from '../shared/ui/render-helpers.js';

const decoded = (html: string) =>
  html
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

/** What each heading of a table's head is described by: the text of the role=tooltip element its aria-describedby names. */
function headingTips(page: string, table: string): string[] {
  const head = new RegExp(`<table class="${table}">.*?</thead>`, 's').exec(page)![0];
  return [...head.matchAll(/aria-describedby="([^"]+)"/g)].map(([, id]) => {
    const tip = new RegExp(`<span role="tooltip" id="${id}" class="tip-text">([^<]*)</span>`).exec(page);
    expect(tip, id).not.toBeNull();
    return decoded(tip![1]!);
  });
}

const ids = (page: string) => [...page.matchAll(/ id="([^"]+)"/g)].map(([, id]) => id);

const STANDINGS = [
  'pos',
  'played',
  'won',
  'wonShootout',
  'lostShootout',
  'lost',
  'goalsFor',
  'goalsAgainst',
  'goalDifference',
  'points',
];

describe('tables of groups on one page', () => {
  const site = sharedEmbeddedSite();

  it('each have tips of their own', async () => {
    const page = (await site.app.inject({ url: '/ar/world-cup/tables' })).body;
    expect(page.match(/<table class="standings">/g)!.length).toBeGreaterThan(1);
    expect(page.match(/role="tooltip"/g)!.length).toBeGreaterThan(STANDINGS.length);
    expect(new Set(ids(page)).size).toBe(ids(page).length);
  });
});

describe.each([
  ['kings', LANGS],
  ['queens', ['es', 'ar'] as const],
] as const)('the %s site’s abbreviations', (context, langs) => {
  const site = sharedEmbeddedSite({ WEB_CONTEXT: context });
  const get = async (url: string) => {
    const res = await site.app.inject({ url });
    expect(res.statusCode, url).toBe(200);
    return res.body;
  };

  it.each(langs)('name the standings’ headings in tips, in %s, one id each', async (lang) => {
    const page = await get(href('region-tables', lang, { region: 'espana' }));
    const long = STANDINGS.map((c) => messages(lang)[`tables.long.${c}`]);
    expect(headingTips(page, 'standings')).toEqual(long);
    expect(new Set(ids(page)).size).toBe(ids(page).length);
  });

  it.each(langs)('name the leaderboard’s abbreviations in tips, in %s, as the list under it does', async (lang) => {
    const page = await get(href('region-stats-goals', lang, { region: 'espana' }));
    const listed = new Map(
      [...page.matchAll(/<div><dt>([^<]*)<\/dt><dd>([^<]*)<\/dd><\/div>/g)].map(([, short, long]) => [
        decoded(short!),
        decoded(long!),
      ]),
    );
    const tips = headingTips(page, 'stats-table');
    expect(tips.length).toBeGreaterThan(3);
    expect(tips).toEqual([...listed.values()].filter((long) => tips.includes(long)));
    expect(tips.every((tip) => [...listed.values()].includes(tip))).toBe(true);
    expect(new Set(ids(page)).size).toBe(ids(page).length);
  });
});
