import { describe, expect, it } from 'vitest';
import { NotFoundError, UpstreamError } from '../../src/server/errors.js';
import { pageData, testApp } from '../helpers/app.js';
import { fakeData } from '../helpers/fake-data.js';

const count = (html: string, re: RegExp) => (html.match(new RegExp(re.source, 'g')) ?? []).length;

describe('the tables page', () => {
  it('renders the standings, legend, form and bracket of the current season', async () => {
    const app = await testApp({}, { data: fakeData() });
    const res = await app.inject({ url: '/en/espana/tables' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<caption>Group A</caption>');
    expect(res.body).toContain('T1</span>');
    expect(res.body).toContain('Play-off semi-final');
    expect(res.body).toContain('title="Win"');
    expect(res.body).toContain('<a href="/en/espana/teams/1-t1" aria-label="T1">');
    expect(res.body).toContain('Playoffs');
    expect(pageData(res.body).state).toMatchObject({ data: { selected: 14 } });
    await app.close();
  });

  it('shows an earlier season from the season selector, in Arabic too', async () => {
    const app = await testApp({}, { data: fakeData() });
    const res = await app.inject({ url: '/ar/espana/tables?season=13' });
    expect(pageData(res.body).state).toMatchObject({ data: { selected: 13, view: { seasonName: 'Split 1 2026' } } });
    expect(res.body).toContain('الموسم');
    const unknown = await app.inject({ url: '/en/espana/tables?season=999' });
    expect(pageData(unknown.body).state).toMatchObject({ data: { selected: 14 } });
    await app.close();
  });

  it('says plainly when the league data cannot be loaded, and does not keep that page', async () => {
    const app = await testApp({}, { data: fakeData(new UpstreamError('down', '/x', 503)) });
    const first = await app.inject({ url: '/en/espana/tables' });
    expect(first.statusCode).toBe(503);
    expect(first.headers).toMatchObject({ 'cache-control': 'no-store', 'retry-after': '30' });
    expect(first.body).toContain('We could not load this data right now');
    expect(first.body).not.toContain('No season');
    await app.inject({ url: '/en/espana/tables' });
    expect(await app.metrics.metrics()).toContain('html_cache_lookups{outcome="hit"} 0');
    await app.close();
  });

  it('turns a missing resource into a 404', async () => {
    const app = await testApp({}, { data: fakeData(new NotFoundError('Team not found')) });
    expect((await app.inject({ url: '/en/espana/tables' })).statusCode).toBe(404);
    await app.close();
  });

  it('without a data source the page says its data is unavailable', async () => {
    const app = await testApp({}, { data: null });
    const res = await app.inject({ url: '/es/espana/clasificacion' });
    expect(res.statusCode).toBe(503);
    expect(res.body).toContain('No hemos podido cargar estos datos');
    await app.close();
  });
});

describe('the matches page', () => {
  it('shows the current turn with kick-off times in the region time zone and links to match pages', async () => {
    const app = await testApp({}, { data: fakeData() });
    const res = await app.inject({ url: '/en/espana/matches' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('local time (CET).');
    // Each kick-off names its zone, held to the time by a no-break space: the server's HTML is the league's, whoever asks.
    expect(res.body).toContain(
      '<time dateTime="2026-10-09T16:00:00.000Z">Fri 9 Oct, 18:00<!-- -->\u00a0<span class="zone-name">CEST</span></time>',
    );
    expect(res.body).toContain('href="/en/espana/matches/20-t1-vs-t3"');
    const turn1 = await app.inject({ url: '/es/espana/partidos?turn=1' });
    expect(turn1.body).toContain('Finalizado');
    expect(turn1.body).toContain('href="/es/espana/partidos/10-t1-vs-t2"');
    await app.close();
  });
});

describe('the match page and its live endpoint', () => {
  it('shows the score, timeline, statistics and squads', async () => {
    const app = await testApp({}, { data: fakeData() });
    const res = await app.inject({ url: '/en/espana/matches/30-t1-vs-t2' });
    expect(res.statusCode).toBe(200);
    for (const text of [
      'Full time',
      'Own goal',
      'Assist: Maker',
      '40+1',
      'Shots on target',
      'pitch-line-title">Goalkeeper</h4>',
      'Cupra Arena',
    ])
      expect(res.body).toContain(text);
    expect(res.body).toContain('href="/en/espana/players/103-maker"');
    await app.close();
  });

  it('is titled by its teams and describes itself as a schema.org SportsEvent', async () => {
    const app = await testApp({}, { data: fakeData() });
    const res = await app.inject({ url: '/ar/espana/matches/30-t1-vs-t2' });
    expect(res.body).toContain('<title>T1 ضد T2 | Kings League Spain</title>');
    const ld = JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/s.exec(res.body)![1]!);
    expect(ld).toMatchObject({
      '@type': 'SportsEvent',
      name: 'T1 ضد T2',
      url: 'https://kingsleague.pro/ar/espana/matches/30-t1-vs-t2',
      location: { name: 'Cupra Arena' },
    });
    expect(pageData(res.body).state).toMatchObject({ title: 'T1 ضد T2 | Kings League Spain' });
    await app.close();
  });

  it('answers 404 for matches without a page and for matches of another competition', async () => {
    const app = await testApp({}, { data: fakeData() });
    expect((await app.inject({ url: '/en/espana/matches/8-a-vs-b' })).statusCode).toBe(404);
    expect((await app.inject({ url: '/en/italia/matches/30-t1-vs-t2' })).statusCode).toBe(404);
    expect((await app.inject({ url: '/_live/matches/italia/30' })).statusCode).toBe(404);
    await app.close();
  });

  it('serves the live JSON briefly cacheable, and rejects bad input', async () => {
    const app = await testApp({}, { data: fakeData(undefined, { live: true }) });
    const res = await app.inject({ url: '/_live/matches/espana/30' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: 30, status: 'live', minute: 31, tracked: true });
    expect(res.headers['cache-control']).toContain('s-maxage=2');
    // A page from before the addresses lost their language still gets the match.
    const older = await app.inject({ url: '/_live/matches/espana/30?lang=es' });
    expect([older.statusCode, older.json().id]).toEqual([200, 30]);
    for (const url of [
      '/_live/matches/atlantis/30',
      '/_live/matches/espana/abc',
      '/_live/matches/espana/1234567890123',
    ]) {
      expect((await app.inject({ url })).statusCode).toBe(404);
    }
    await app.close();
  });
});

describe('the region home', () => {
  it('shows live and next matches, the table top, results, the discipline top 3 and news in the region language', async () => {
    const app = await testApp({}, { data: fakeData() });
    const es = await app.inject({ url: '/es/espana' });
    for (const text of [
      'En directo y próximos',
      'Clasificación completa',
      'Últimos resultados',
      'Ranking de disciplina',
      'href="/es/espana/noticias/arranca-la-jornada"',
      'Entradas',
    ]) {
      expect(es.body).toContain(text);
    }
    expect(es.body).not.toContain('class="muted news-language"');
    await app.close();
  });

  it.each([
    ['en', 'Top scorers', 'Discipline ranking', 'Latest news', 'Tickets'],
    ['ar', 'الهدافون', 'ترتيب الانضباط', 'آخر الأخبار', 'التذاكر'],
  ])(
    'in %s: top scorers, then discipline, then news, then a tickets section, every figure with its unit',
    async (lang, ...headings) => {
      const app = await testApp({}, { data: fakeData() });
      const html = (await app.inject({ url: `/${lang}/espana` })).body;
      const at = headings.map((h) => html.indexOf(`class="section-title">${h}</h2>`));
      expect(
        at.every((i) => i > 0),
        `${at}`,
      ).toBe(true);
      expect([...at].sort((a, b) => a - b)).toEqual(at);
      const lists = [...html.matchAll(/<ol class="top-list">([\s\S]*?)<\/ol>/g)].map((m) => m[1]!);
      expect(lists).toHaveLength(2);
      for (const [list, code] of [
        [lists[0]!, 'GOL'],
        [lists[1]!, 'CRT-G'],
      ] as const) {
        const totals = [
          ...list.matchAll(
            /<span class="top-total">((?:[^<]|<!-- -->)*)<abbr title="([^"]+)">([^<]+)<\/abbr><\/span>/g,
          ),
        ];
        expect(totals.length, code).toBe(count(list, /<li>/));
        expect(totals.length).toBeGreaterThan(0);
      }
      const tickets = /<section aria-labelledby="tickets"[^>]*>([\s\S]*?)<\/section>/.exec(html)![1]!;
      expect(tickets).toMatch(/<h2 id="tickets"[\s\S]*<p>[^<]+<\/p><p><a class="button"/);
      await app.close();
    },
  );

  it.each([
    ['en', 'In Spanish'],
    ['ar', 'باللغة الإسبانية'],
    ['de', 'Auf Spanisch'],
  ])('in %s, a region whose news is Spanish shows it marked as Spanish', async (lang, note) => {
    const app = await testApp({}, { data: fakeData() });
    const html = (await app.inject({ url: `/${lang}/espana` })).body;
    expect(html).toContain(`<p class="muted news-language">${note}</p>`);
    expect(html).toMatch(/<li lang="es-ES"><a href="\/es\/espana\/noticias\/arranca-la-jornada">/);
    await app.close();
  });

  it('answers 503 and says so, with the name of the league, when the league data is down', async () => {
    const app = await testApp({}, { data: fakeData(new UpstreamError('down', '/x', 503)) });
    const res = await app.inject({ url: '/en/espana' });
    expect(res.statusCode).toBe(503);
    expect(res.body).toContain('Kings League Spain');
    expect(res.body).toContain('We could not load this data right now');
    await app.close();
  });
});
