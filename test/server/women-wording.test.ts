import { describe, expect, it } from 'vitest';
import { pageData } from '../helpers/app.js';
import { sharedEmbeddedSite } from '../helpers/embedded.js';

/**
 * The women's league writes its players as women where a language marks it (locales: `@women`
 * beside a message), the men's league as before; the page's data hydrates with the same words.
 */
describe('the words for players, by league', () => {
  const queens = sharedEmbeddedSite({ WEB_CONTEXT: 'queens' });
  const kings = sharedEmbeddedSite();

  /** The first player of the first team of Spain's league. */
  async function firstPlayer(site: typeof queens, lang: string, teams: string, players: string) {
    const link = async (url: string, word: string) =>
      new RegExp(`href="(/${lang}/espana/${word}/\\d+-[^"]+)"`).exec((await site.app.inject({ url })).body)![1]!;
    return (await site.app.inject({ url: await link(await link(`/${lang}/espana/${teams}`, teams), players) })).body;
  }

  it.each([
    [
      'es',
      'equipos',
      'jugadores',
      ['Carta de la jugadora', 'Fichada por', '<dd>Portera</dd>'],
      ['Carta del jugador', 'Fichado por', '<dd>Portero</dd>'],
    ],
    ['fr', 'equipes', 'joueurs', ['Carte de la joueuse', 'Recrutée par'], ['Carte du joueur', 'Recruté par']],
    ['ar', 'teams', 'players', ['بطاقة اللاعبة', '<dd>حارسة مرمى</dd>'], ['بطاقة اللاعب<', '<dd>حارس مرمى</dd>']],
  ])('%s: a player page', async (lang, teams, players, women, men) => {
    for (const [site, shown, hidden] of [
      [queens, women, men],
      [kings, men, women],
    ] as const) {
      const html = await firstPlayer(site, lang, teams, players);
      for (const text of shown) expect(html).toContain(text);
      for (const text of hidden) expect(html).not.toContain(text);
    }
  });

  it("names the best goalkeeper page in the women's words, in its title too", async () => {
    const res = await queens.app.inject({ url: '/es/espana/estadisticas/best-goalkeeper' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<title>Mejor portera | ');
    expect(pageData(res.body).state.title).toMatch(/^Mejor portera \| /);
    expect((await kings.app.inject({ url: '/es/espana/estadisticas/best-goalkeeper' })).body).toContain(
      '<title>Mejor portero | ',
    );
  });
});
