import { describe, expect, it } from 'vitest';
import type { CompareData } from '../../src/shared/ui/pages/compare-page.js';
import { pageData } from '../helpers/app.js';
import { sharedEmbeddedSite } from '../helpers/embedded.js';

const dataOf = (html: string) => pageData(html).state.data as CompareData;
const NOINDEX = '<meta name="robots" content="noindex">';

describe('comparing two players, on the embedded league', () => {
  const kings = sharedEmbeddedSite();
  const queens = sharedEmbeddedSite({ WEB_CONTEXT: 'queens' });

  it.each([
    ['/en/espana/compare?a=1&b=42', 'en', 'Compare players', 'Ricardo López', 'Pol Zapata', 'First player'],
    ['/ar/espana/compare?a=1&b=42', 'ar', 'مقارنة اللاعبين', 'Ricardo López', 'Pol Zapata', 'اللاعب الأول'],
    ['/es/espana/comparar?a=12&b=1', 'es', 'Comparar jugadores', 'Javier Molina', 'Ricardo López', 'Primer jugador'],
  ])(
    '%s shows both players side by side, not indexed',
    { timeout: 30_000 },
    async (url, lang, h1, nameA, nameB, label) => {
      const res = await kings.app.inject({ url });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain(`<h1>${h1}</h1>`);
      expect(res.body).toContain(NOINDEX);
      if (lang === 'ar') expect(res.body).toMatch(/<html[^>]* dir="rtl"/);
      const data = dataOf(res.body);
      expect([data.a?.name, data.b?.name]).toEqual([nameA, nameB]);
      expect(data.rows!.length).toBeGreaterThan(3);
      for (const row of data.rows!) {
        const [ta, tb] = [row.a?.total ?? 0, row.b?.total ?? 0];
        expect(row.lead, row.code).toBe(ta > tb ? 'a' : tb > ta ? 'b' : 'level');
      }
      expect(data.rows!.find((r) => r.code === 'PG')?.a?.total).toBeGreaterThan(0);
      // Who leads is written, not only drawn.
      expect(res.body).toMatch(/class="compare-leader">[^<]+</);
      expect(res.body).toContain(label);
      expect(res.body).toMatch(/<form class="compare-picker" action="\/[a-z]{2}\/espana\/[a-z]+" method="get">/);
      expect(res.body).toMatch(/<optgroup label="1K FC">/);
    },
  );

  it('compares players of two regions of the league, each under their own league', async () => {
    const res = await kings.app.inject({ url: '/en/espana/compare?a=1&b=781' });
    expect(res.statusCode).toBe(200);
    const data = dataOf(res.body);
    expect([data.a?.region, data.b?.region]).toEqual(['espana', 'italia']);
    expect(res.body).toContain('href="/en/italia/players/781-luca-de-luca"');
    // The player of the other region is offered in the picker, so its select shows the choice.
    expect(data.clubs!.some((c) => c.players.some((p) => p.id === 781))).toBe(true);
  });

  it('shows the Queens League’s players, not the Kings League’s', async () => {
    const ok = await queens.app.inject({ url: '/en/espana/compare?a=157' });
    expect(ok.statusCode).toBe(200);
    expect(dataOf(ok.body).a?.name).toBe('Irene López');
    expect((await queens.app.inject({ url: '/en/espana/compare?a=1' })).statusCode).toBe(404);
  });

  it.each([
    ['/en/espana/compare', null, null],
    ['/en/espana/compare?a=1', 1, null],
    ['/en/espana/compare?b=42&a=', null, 42],
    ['/fr/espana/comparer', null, null],
  ])('%s without two players shows the picker and asks for them (200, noindex)', async (url, a, b) => {
    const res = await kings.app.inject({ url });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(NOINDEX);
    const data = dataOf(res.body);
    expect([data.a?.id ?? null, data.b?.id ?? null]).toEqual([a, b]);
    expect(data.rows).toBeNull();
    expect(data.clubs!.length).toBeGreaterThan(5);
    expect(res.body).toContain('class="compare-prompt"');
  });

  it('allows a player compared with themselves: every row level', async () => {
    const res = await kings.app.inject({ url: '/en/espana/compare?a=1&b=1' });
    expect(res.statusCode).toBe(200);
    expect(dataOf(res.body).rows!.every((r) => r.lead === 'level')).toBe(true);
  });

  it.each(['/en/espana/compare?a=1&b=99999', '/ar/espana/compare?a=99999', '/en/espana/compare?a=157&b=1'])(
    '%s names a player the league does not have: 404',
    async (url) => {
      const res = await kings.app.inject({ url });
      expect(res.statusCode).toBe(404);
    },
  );

  it.each([
    '/en/espana/compare?a[]=1',
    '/en/espana/compare?a=1&b[]=2',
    '/en/espana/compare?a=1&a=2',
    '/en/espana/compare?a=abc',
    '/en/espana/compare?a=-1',
    '/en/espana/compare?a=01',
    '/en/espana/compare?b=1.5',
    '/en/espana/compare?a=99999999999999999999',
  ])('%s is a query the page cannot read: 400, not a 500', async (url) => {
    const res = await kings.app.inject({ url });
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-type']).toMatch(/text\/html/);
  });

  it('links every player page to the comparison with that player chosen', async () => {
    const res = await kings.app.inject({ url: '/es/espana/jugadores/1-ricardo-lopez' });
    expect(res.body).toContain('href="/es/espana/comparar?a=1"');
    const global = await kings.app.inject({ url: '/en/players/781-luca-de-luca' });
    expect(global.body).toContain('href="/en/italia/compare?a=781"');
  });

  it('lists no comparison in the sitemaps', async () => {
    const res = await kings.app.inject({ url: '/sitemaps/pages.xml' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('/en/espana/champions');
    expect(res.body).not.toMatch(/\/(compare|comparar|comparer)</);
  });
});
