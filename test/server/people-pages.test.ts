import { beforeAll, describe, expect, it } from 'vitest';
import { rowsOfTeam } from '../../src/shared/league/transfers-view.js';
import type { LegendsData } from '../../src/shared/ui/pages/legends-page.js';
import type { MercatoData } from '../../src/shared/ui/pages/mercato-page.js';
import { pageData } from '../helpers/app.js';
import { sharedEmbeddedSite } from '../helpers/embedded.js';

const main = (html: string) => /<main[\s\S]*<\/main>/.exec(html)![0];
const count = (html: string, re: RegExp) => (html.match(new RegExp(re.source, 'g')) ?? []).length;

function site(context: 'kings' | 'queens') {
  const handle = sharedEmbeddedSite({ WEB_CONTEXT: context });
  // The first visit computes the whole league: on a busy machine it may pass the page deadline.
  beforeAll(() => handle.app.inject({ url: '/en/espana' }), 30_000);
  const status = async (url: string) => (await handle.app.inject({ url })).statusCode;
  const get = async (url: string) => {
    const res = await handle.app.inject({ url });
    expect(res.statusCode, url).toBe(200);
    return res.body;
  };
  return { status, get };
}

describe('legends, the transfer window and the call to the draft (kings)', () => {
  const { get, status } = site('kings');

  it("lists every league's legends on the global page, each league leading to its own page", async () => {
    const html = await get('/en/legends');
    const { groups } = pageData(html).state.data as LegendsData;
    expect(groups.map((g) => g.region)).toEqual([
      'espana',
      'americas',
      'italia',
      'brazil',
      'france',
      'germany',
      'mena',
      'kwc-nations',
      'world-cup',
    ]);
    expect(groups[0]!.legends).toHaveLength(47);
    for (const g of groups) expect(main(html)).toContain(`href="/en/${g.region}/legends"`);
    const bueno = groups[0]!.legends[0]!;
    expect([bueno.name, bueno.spells[0]!.goals, bueno.spells[0]!.team.name]).toEqual(['Alberto Bueno', 13, '1K FC']);
    expect(main(html)).toContain('href="/en/espana/teams/1-1k-fc"');
    expect(main(await get('/ar/legends'))).toContain('اللاعب رقم 12');
  });

  it("shows one league's legends under its region, and none under King of Kings", async () => {
    const italy = pageData(await get('/en/italia/legends')).state.data as LegendsData;
    expect(italy.groups.map((g) => [g.region, g.legends.length])).toEqual([['italia', 4]]);
    expect(await status('/es/espana/leyendas')).toBe(200);
    expect(await status('/en/king-of-kings/legends')).toBe(404);
  });

  it('lists the window newest first and filters it by team from the address', async () => {
    const all = pageData(await get('/en/espana/mercato-transfers')).state.data as MercatoData;
    const dates = all.window!.rows.map((r) => r.date!);
    expect(dates).toEqual([...dates].sort().reverse());
    const html = await get('/en/espana/mercato-transfers?team=5');
    const data = pageData(html).state.data as MercatoData;
    expect(data.team).toBe(5);
    expect(count(main(html), /<li class="transfer transfer-/)).toBe(rowsOfTeam(data.window!.rows, 5).length);
    expect(rowsOfTeam(data.window!.rows, 5).every((r) => r.from === 5 || r.to === 5)).toBe(true);
    expect((pageData(await get('/en/espana/mercato-transfers?team=999')).state.data as MercatoData).team).toBeNull();
    expect(main(await get('/es/espana/mercato-fichajes'))).toContain('Cesión');
  });

  it('shows each move already made: the player is in the squad he joined, not the one he left', async () => {
    const { window } = pageData(await get('/en/espana/mercato-transfers')).state.data as MercatoData;
    const teams = new Map(window!.teams.map((t) => [t.id, t]));
    for (const move of window!.rows.filter((r) => r.kind === 'loan' || r.kind === 'free')) {
      const squad = async (id: number) => main(await get(`/en/espana/teams/${id}-${teams.get(id)!.slug}`));
      const link = `href="/en/espana/players/${move.player.id}-${move.player.slug}"`;
      expect(await squad(move.to)).toContain(link);
      expect(await squad(move.from!)).not.toContain(link);
    }
  });

  it('exists in Spain, in English and Spanish only', async () => {
    expect(await status('/en/americas/mercato-transfers')).toBe(404);
    expect(await status('/fr/espana/mercato-transfers')).toBe(404);
  });

  it("calls to the next draft with the league's own form while the call is open", async () => {
    for (const url of ['/en/espana/join-the-draft', '/ar/espana/join-the-draft']) {
      const html = main(await get(url));
      expect(html).toMatch(
        /<a href="https:\/\/draft\.kingsleague\.pro\/espana" class="button button-accent" target="_blank" rel="noopener">/,
      );
      expect(html).toContain('class="join-timeline"');
    }
    expect(main(await get('/en/espana/join-the-draft'))).toContain('Spain');
    const cup = main(await get('/en/world-cup/join-the-draft'));
    expect(cup).toContain('The call to the next Kings World Cup Clubs draft opens on');
    expect(cup).not.toContain('button-accent');
    expect(await status('/en/americas/join-the-draft')).toBe(404);
  });
});

describe('the draft pages of the Queens League', () => {
  const { get, status } = site('queens');

  it.each([
    '/en/espana/draft',
    '/en/americas/draft',
    '/en/espana/draft-players',
    '/en/americas/draft/reserves',
    '/en/espana/wildcard-players',
    '/es/espana/mercato-fichajes',
  ])("%s answers with the queens' data", async (url) => {
    expect(await status(url)).toBe(200);
  });

  it("calls to each region's draft with its own form, and has no legends", async () => {
    expect(main(await get('/en/americas/join-the-draft'))).toContain('href="https://draft.queensleague.pro/americas"');
    expect(main(await get('/en/espana/join-the-draft'))).toContain('Women');
    for (const url of ['/en/legends', '/en/espana/legends', '/en/americas/mercato-transfers'])
      expect(await status(url)).toBe(404);
  });
});
