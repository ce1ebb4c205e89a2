import { describe, expect, it } from 'vitest';
import type { ChampionsData } from '../../src/shared/ui/pages/champions-page.js';
import { pageData, testApp } from '../helpers/app.js';
import { sharedEmbeddedSite } from '../helpers/embedded.js';
import { fakeData } from '../helpers/fake-data.js';

const championsOf = (html: string) => (pageData(html).state.data as ChampionsData).competitions;

describe('the roll of champions, on the embedded league', () => {
  const kings = sharedEmbeddedSite();
  const queens = sharedEmbeddedSite({ WEB_CONTEXT: 'queens' });

  it.each([
    ['/en/espana/champions', 'en', 'Roll of champions', ['Kings League Spain', 'Copa Kings & Queens'], 'El Barrio'],
    ['/ar/espana/champions', 'ar', 'سجل الأبطال', ['Kings League Spain', 'Copa Kings & Queens'], 'El Barrio'],
    ['/es/espana/campeones', 'es', 'Palmarés', ['Kings League Spain'], 'El Barrio'],
  ])(
    '%s names every finished season’s champion, its final and the final’s MVP',
    async (url, lang, title, competitions, champion) => {
      const res = await kings.app.inject({ url });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain(`<h1>${title}</h1>`);
      if (lang === 'ar') expect(res.body).toMatch(/<html[^>]* dir="rtl"/);
      const view = championsOf(res.body);
      expect(view.map((c) => c.name)).toEqual(
        competitions.length === 2 ? competitions : expect.arrayContaining(competitions),
      );
      const league = view.find((c) => c.competitionId === 3)!.entries[0]!;
      expect(league.champion?.name).toBe(champion);
      expect(league.final?.id).toBe(2072);
      expect(league.mvp).toMatchObject({ name: 'Javier Capilla' });
      expect(res.body).toContain(`href="/${lang}/espana/${lang === 'es' ? 'equipos' : 'teams'}/3-el-barrio"`);
      expect(res.body).toMatch(new RegExp(`href="/${lang}/espana/${lang === 'es' ? 'partidos' : 'matches'}/2072-`));
      expect(res.body).toContain('Javier Capilla');
    },
  );

  it('shows the world cups’ finals, one decided by the shoot-out', async () => {
    const res = await kings.app.inject({ url: '/en/kwc-nations/champions' });
    expect(res.statusCode).toBe(200);
    const [cup] = championsOf(res.body);
    expect(cup!.entries[0]!.final).toMatchObject({ id: 3918, home: { score: 4, shootout: 2 }, away: { shootout: 1 } });
    expect(cup!.entries[0]!.champion?.id).toBe(147);
    expect((await kings.app.inject({ url: '/en/world-cup/champions' })).statusCode).toBe(200);
  });

  it.each([
    ['/en/espana/champions', 'Queens League Spain', 18],
    ['/ar/americas/champions', 'Queens League Americas', 31],
  ])('%s shows the Queens League’s own champions', async (url, name, champion) => {
    const res = await queens.app.inject({ url });
    expect(res.statusCode).toBe(200);
    const view = championsOf(res.body);
    expect(view.map((c) => c.name)).toContain(name);
    expect(view.map((c) => c.name)).not.toContain('Kings League Spain');
    expect(view.find((c) => c.name === name)!.entries[0]!.champion?.id).toBe(champion);
  });

  it.each([
    [
      () => kings,
      ['/en/espana/champions', '/ar/espana/champions', '/de/world-cup/meister', '/it/kwc-nations/albo-d-oro'],
    ],
    [() => queens, ['/en/americas/champions', '/ar/americas/champions', '/pt/espana/campeoes', '/fr/espana/palmares']],
  ])('the pages sitemap lists the roll of every region in every language (%#)', async (site, paths) => {
    const res = await site().app.inject({ url: '/sitemaps/pages.xml' });
    expect(res.statusCode).toBe(200);
    for (const path of paths) expect(res.body).toContain(`${path}</loc>`);
  });

  it.each([
    ['/en/espana/champions', 'MVP of the final'],
    ['/ar/americas/champions', 'أفضل لاعب في النهائي'],
  ])('%s shows the Finalissima its champions play, with its final and MVP', async (url, mvpLabel) => {
    const res = await queens.app.inject({ url });
    const finalissima = championsOf(res.body).find((c) => c.competitionId === 30)!;
    // The 2025 edition is over; the 2026 one is still to be played and crowns no one yet.
    expect(finalissima.entries.map((e) => e.seasonId)).toEqual([52]);
    expect(finalissima.entries[0]).toMatchObject({ champion: { id: 27 }, final: { id: 5000 } });
    expect(finalissima.entries[0]!.mvp).toMatchObject({ name: 'Ximena Ortiz' });
    expect(res.body).toContain(mvpLabel);
  });

  it.each([
    [() => kings, '/en/espana/champions'],
    [() => kings, '/ar/world-cup/champions'],
    [() => queens, '/en/espana/champions'],
    [() => queens, '/ar/americas/champions'],
  ])('every team and match the roll links to has its page (%#)', async (site, url) => {
    const res = await site().app.inject({ url });
    const lang = url.slice(1, 3);
    const links = [...res.body.matchAll(new RegExp(`href="(/${lang}/[^"]*(?:teams|matches|finalissima)[^"]*)"`, 'g'))];
    expect(links.length).toBeGreaterThan(3);
    const broken: string[] = [];
    for (const [, link] of links) {
      const status = (await site().app.inject({ url: link! })).statusCode;
      if (status !== 200) broken.push(`${status} ${link}`);
    }
    expect(broken).toEqual([]);
  });

  it('shows no Finalissima on the Kings League, which does not play it', async () => {
    const res = await kings.app.inject({ url: '/en/espana/champions' });
    expect(championsOf(res.body).map((c) => c.competitionId)).not.toContain(30);
  });

  it.each([
    [() => kings, '/en/nowhere/champions'],
    [() => queens, '/ar/italia/champions'],
  ])('an unknown region is a 404 (%#)', async (site, url) => {
    expect((await site().app.inject({ url })).statusCode).toBe(404);
  });

  it.each([
    [() => kings, '/en/espana/tables', '/en/espana/champions'],
    [() => kings, '/ar/mena/tables', '/ar/mena/champions'],
    [() => queens, '/es/americas/clasificacion', '/es/americas/campeones'],
  ])('the tables page and the region’s footer link the roll (%#)', async (site, tables, champions) => {
    const res = await site().app.inject({ url: tables });
    expect(res.statusCode).toBe(200);
    const links = res.body.match(new RegExp(`href="${champions}"`, 'g')) ?? [];
    expect(links.length).toBeGreaterThanOrEqual(2);
  });
});

describe('the roll of champions without one', () => {
  it.each(['/en/espana/champions', '/ar/espana/champions'])(
    '%s says plainly that no season has finished yet',
    async (url) => {
      const app = await testApp({}, { data: fakeData() });
      const res = await app.inject({ url });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain(url.startsWith('/ar') ? 'لم ينتهِ أي موسم هنا بعد' : 'No season has finished here yet');
      await app.close();
    },
  );

  it('is an honest 503 when the league cannot be read, never an empty roll', async () => {
    const app = await testApp({}, { data: fakeData(new Error('league down')) });
    const res = await app.inject({ url: '/en/espana/champions' });
    expect(res.statusCode).toBe(503);
    expect(res.body).not.toContain('No season has finished here yet');
    await app.close();
  });
});
