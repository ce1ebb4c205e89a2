import { describe, expect, it } from 'vitest';
import { encodeTiers } from '../../src/shared/league/tier-moves.js';
import type { TierListData } from '../../src/shared/ui/pages/tier-list-page.js';
import type { TournamentData } from '../../src/shared/ui/pages/tournament-page.js';
import { pageData } from '../helpers/app.js';
import { sharedEmbeddedSite } from '../helpers/embedded.js';

/** The league's placeholder teams (docs/spec.md §9): never shown as names. */
const PLACEHOLDERS = ['To be decided</', 'Winner quarter-final', 'Por decidir'];

describe('the world cup pages, on the embedded league', () => {
  const kings = sharedEmbeddedSite();

  it.each([
    [
      '/en/world-cup/tournament',
      [
        'Group A',
        'Group D',
        'Quarter-finals',
        'Winner QF1',
        'Kings World Cup Arena',
        'Fixtures by day',
        '16 teams in 4 groups',
      ],
    ],
    ['/en/kwc-nations/tournament', ['Group A', 'Knockout rounds']],
    ['/es/world-cup/torneo', ['Grupo A', 'Ganador CF1', 'Partidos por día']],
    ['/ar/world-cup/tournament', ['المجموعات', 'الأدوار الإقصائية', 'الفائز في ر.ن 1']],
  ])('%s shows the groups, the bracket with where its sides come from, and the fixtures', async (url, texts) => {
    const res = await kings.app.inject({ url });
    expect(res.statusCode).toBe(200);
    for (const text of texts) expect(res.body).toContain(text);
    for (const name of PLACEHOLDERS) expect(res.body).not.toContain(name);
  });

  it("shows the current world cup's groups, each with its legend, on the cup tables page", async () => {
    const res = await kings.app.inject({ url: '/en/world-cup/tables-kwcc' });
    expect(res.statusCode).toBe(200);
    for (const group of ['A', 'B', 'C', 'D']) expect(res.body).toContain(`<caption>Group ${group}</caption>`);
    expect(res.body.match(/class="legend-key"/g)).toHaveLength(4);
    expect(res.body).toContain('Winner QF1');
  });

  it('links no knockout match whose sides are still to be decided', async () => {
    const res = await kings.app.inject({ url: '/en/world-cup/tournament' });
    expect(res.body).not.toMatch(/matches\/\d+-(to-be-decided|winner)/);
  });

  it("names a knockout side held by a stand-in in the page's language, on the matches list and the match page", async () => {
    const tournament = pageData((await kings.app.inject({ url: '/de/world-cup/turnier' })).body).state
      .data as TournamentData;
    const undecided = tournament
      .view!.days.flatMap((d) => d.matches)
      .find((m) => m.home.placeholder && m.away.placeholder)!;
    expect(undecided).toBeDefined();
    const asked = await kings.app.inject({ url: `/de/world-cup/spiele/${undecided.id}-a-vs-b` });
    expect(asked.statusCode).toBe(301);
    const res = await kings.app.inject({ url: asked.headers.location! });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<title>Noch offen gegen Noch offen');
    expect(res.body).toContain('<span>Noch offen</span>');
    for (const name of PLACEHOLDERS) expect(res.body).not.toContain(name);
    // No squad to list for either side yet.
    expect(res.body).not.toContain('id="squads"');
  });

  it('answers 404 for the tournament of a region that has none', async () => {
    expect((await kings.app.inject({ url: '/en/espana/tournament' })).statusCode).toBe(404);
  });

  it('ranks every team of the edition into five tiers, and shows a shared list from its address', async () => {
    const res = await kings.app.inject({ url: '/en/world-cup/tier-list' });
    expect(res.statusCode).toBe(200);
    const data = pageData(res.body).state.data as TierListData;
    const ids = Object.values(data.defaults!).flat();
    expect(ids).toHaveLength(16);
    expect(new Set(ids)).toEqual(new Set(data.teams.map((t) => t.id)));
    expect(data.shared).toBeNull();

    const flipped = {
      S: data.defaults!.D,
      A: data.defaults!.C,
      B: data.defaults!.B,
      C: data.defaults!.A,
      D: data.defaults!.S,
    };
    const shared = await kings.app.inject({ url: `/en/world-cup/tier-list?tiers=${encodeTiers(flipped)}` });
    expect((pageData(shared.body).state.data as TierListData).shared).toEqual(flipped);
    const first = data.teams.find((t) => t.id === flipped.S[0])!.name;
    expect(shared.body.indexOf(first)).toBeLessThan(
      shared.body.indexOf(data.teams.find((t) => t.id === flipped.D[0])!.name),
    );
  });

  it.each([
    ['/en/king-of-kings/qualifiers/spain', 'Kings League Spain', 'href="/en/espana/teams/'],
    ['/en/king-of-kings/qualifiers/americas', 'Kings League Americas', 'href="/en/americas/teams/'],
    ['/fr/king-of-kings/qualifiers/spain', 'Kings League Espagne', 'href="/fr/espana/equipes/'],
  ])('%s shows the rule, the race and the fixtures that decide it', async (url, league, teamLink) => {
    const res = await kings.app.inject({ url });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(league);
    expect(res.body).toContain(teamLink);
    expect(res.body).toMatch(/race-status-(in|qualified)/);
  });

  it('keeps the qualifier pages to the King of Kings', async () => {
    expect((await kings.app.inject({ url: '/en/espana/qualifiers/spain' })).statusCode).toBe(404);
  });
});

describe('the Finalissima, on the embedded league', () => {
  const queens = sharedEmbeddedSite({ WEB_CONTEXT: 'queens' });

  it.each([
    [
      '/en/finalissima',
      [
        'Finalissima 2026',
        'Los Troncos FC',
        'Murash FC',
        'Kings Arena Barcelona',
        'The road to the final',
        'Past editions',
        'Finalissima 2025',
      ],
    ],
    ['/ar/finalissima', ['Los Troncos FC', 'الطريق إلى النهائي', 'النسخ السابقة']],
  ])('%s shows the final, both roads there and the past editions', async (url, texts) => {
    const res = await queens.app.inject({ url });
    expect(res.statusCode).toBe(200);
    for (const text of texts) expect(res.body).toContain(text);
    expect(res.body).toContain('href="/en/espana/teams/'.replace('/en/', url.startsWith('/ar') ? '/ar/' : '/en/'));
    // Two roads on one page: every id once, and each road's table and bracket named apart.
    const ids = [...res.body.matchAll(/ id="([^"]+)"/g)].map((m) => m[1]);
    expect(ids.filter((id, i) => ids.indexOf(id) !== i)).toEqual([]);
    const regions = [...res.body.matchAll(/role="region" aria-label="([^"]+)"/g)].map((m) => m[1]);
    expect(new Set(regions).size).toBe(regions.length);
  });

  it('serves the final through the live endpoint under its own word, and no other match there', async () => {
    const state = pageData((await queens.app.inject({ url: '/en/finalissima' })).body).state as {
      data: { current: { match: { id: number } } };
    };
    const live = await queens.app.inject({ url: `/_live/matches/finalissima/${state.data.current.match.id}` });
    expect(live.statusCode).toBe(200);
    expect(live.json()).toMatchObject({ id: state.data.current.match.id, home: { name: 'Los Troncos FC' } });
    expect((await queens.app.inject({ url: '/_live/matches/finalissima/2272' })).statusCode).toBe(404);
  });
});
