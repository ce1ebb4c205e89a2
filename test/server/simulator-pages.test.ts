import { beforeAll, describe, expect, it } from 'vitest';
import { encodePredictions } from '../../src/shared/league/sim/encoding.js';
import type { Prediction } from '../../src/shared/league/sim/rules.js';
import type { SquadSimulatorData } from '../../src/shared/ui/pages/squad-simulator-page.js';
import type { TeamSimulatorData } from '../../src/shared/ui/pages/team-simulator-page.js';
import { pageData } from '../helpers/app.js';
import { sharedEmbeddedSite } from '../helpers/embedded.js';

const main = (html: string) => /<main[\s\S]*<\/main>/.exec(html)![0];
const tableOrder = (html: string) => [...main(html).matchAll(/<tr data-team="(\d+)"/g)].map((m) => Number(m[1]));

describe('the team simulator (kings, Brazil)', () => {
  const site = sharedEmbeddedSite();
  const get = (url: string) => site.app.inject({ url });
  // The embedded league simulates its seasons on first use, which on a busy machine can pass the page deadline.
  beforeAll(async () => {
    for (let i = 0; i < 5 && (await get('/en/brazil/team-simulator')).statusCode !== 200; i++);
  }, 60_000);

  it('starts from the published table and lists every remaining fixture by turn in a GET form', async () => {
    const res = await get('/en/brazil/team-simulator');
    expect(res.statusCode).toBe(200);
    const { view } = pageData(res.body).state.data as TeamSimulatorData;
    expect(tableOrder(res.body)).toEqual(view!.base.map((r) => r.teamId));
    const fixtures = view!.turns.flatMap((t) => t.fixtures);
    expect(fixtures.length).toBeGreaterThan(10);
    const body = main(res.body);
    expect(body).toContain('<form class="sim-fixtures" action="/en/brazil/team-simulator" method="get">');
    expect(body.match(/name="m"/g)).toHaveLength(fixtures.length);
    expect(body.match(/name="h"/g)).toHaveLength(fixtures.length);
    for (const text of [
      'Matchday 11',
      'Projected table',
      'Projected play-off draw',
      'Play-off quarter-final',
      'Update the table',
    ])
      expect(body).toContain(text);
    // The league's live and postponed matches are still open; ended ones are not.
    expect(fixtures.map((f) => f.id)).toEqual(expect.arrayContaining([3341, 3344, 3348]));
    expect(fixtures.map((f) => f.id)).not.toContain(3300);
    // A postponed match says so, in place of the date it was due on.
    const postponed = fixtures.filter((f) => f.postponed);
    expect(postponed.length).toBeGreaterThan(0);
    for (const f of fixtures) {
      const row = new RegExp(`data-match="${f.id}">(.*?)</li>`, 's').exec(body)![1]!;
      expect(row.includes('<span class="sim-date">Postponed</span>'), String(f.id)).toBe(f.postponed);
      expect(row.includes('<span class="sim-date"><time'), String(f.id)).toBe(!f.postponed && f.date !== null);
    }
  });

  it('draws the projected first round as the published bracket does: its round named, a card per match, a side per line', async () => {
    const body = main((await get('/en/brazil/team-simulator')).body);
    const draw = /<section aria-labelledby="sim-bracket"[\s\S]*?<\/section>/.exec(body)![0];
    expect(draw).toContain('<li class="bracket-round"><h3>Quarter-finals</h3>');
    expect(draw.match(/<div class="bracket-card">/g)).toHaveLength(4);
    expect(
      draw.match(
        /<p class="bracket-side"><span class="sim-seed">\d<\/span><img class="team-crest"[^>]*><span class="bracket-name" dir="auto">/g,
      ),
    ).toHaveLength(8);
  });

  it('colours each zone of the projected table apart, as the published table does, though the league calls both green', async () => {
    const body = main((await get('/en/brazil/team-simulator')).body);
    const key = [
      ...body.matchAll(/<li><span class="swatch" style="background:([^"]+)" aria-hidden="true"><\/span>([^<]+)<\/li>/g),
    ].map((m) => [m[2], m[1]]);
    expect(key).toEqual([
      ['Play-off quarter-final, seeded', 'var(--zone-1)'],
      ['Play-off quarter-final', 'var(--zone-2)'],
    ]);
    const edges = [...body.matchAll(/<td class="pos sticky"(?: style="border-inline-start-color:([^"]+)")?>/g)].map(
      (m) => m[1] ?? null,
    );
    expect(edges.slice(0, 9)).toEqual([...Array(2).fill('var(--zone-1)'), ...Array(6).fill('var(--zone-2)'), null]);
  });

  it('reorders the table by the predictions in ?p=, and the no-script form gives the same page', async () => {
    const first = pageData((await get('/en/brazil/team-simulator')).body).state.data as TeamSimulatorData;
    const last = first.view!.base.at(-1)!.teamId;
    const theirs = first.view!.turns.flatMap((t) => t.fixtures).filter((f) => f.homeId === last || f.awayId === last);
    const wins = new Map<number, Prediction>(
      theirs.map((f) => [
        f.id,
        f.homeId === last ? { home: 9, away: 0, shootout: null } : { home: 0, away: 9, shootout: null },
      ]),
    );
    const shared = await get(`/en/brazil/team-simulator?p=${encodePredictions(wins)}`);
    const order = tableOrder(shared.body);
    expect(order.indexOf(last)).toBeLessThan(first.view!.base.length - 1);
    const form = new URLSearchParams();
    for (const [id, p] of wins) {
      form.append('m', String(id));
      form.append('h', String(p.home));
      form.append('a', String(p.away));
      form.append('w', '');
    }
    const submitted = await get(`/en/brazil/team-simulator?${form}`);
    expect(tableOrder(submitted.body)).toEqual(order);
    expect((pageData(submitted.body).state.data as TeamSimulatorData).predictions).toEqual([...wins]);
  });

  it('speaks Arabic right to left', async () => {
    const res = await get('/ar/brazil/team-simulator');
    expect(res.body).toMatch(/<html lang="ar-001" dir="rtl"/);
    for (const text of ['الترتيب المتوقع', 'املأ الباقي', 'حدّث الترتيب']) expect(main(res.body)).toContain(text);
  });

  it('is blocked where the league has none', async () => {
    expect((await get('/en/espana/team-simulator')).statusCode).toBe(404);
  });
});

describe('the squad simulator (kings, Spain)', () => {
  const site = sharedEmbeddedSite();
  const get = (url: string) => site.app.inject({ url });

  it('shows an empty pitch of seven, the formation form and the best goalkeepers for the open goal', async () => {
    const res = await get('/en/espana/squad-simulator');
    expect(res.statusCode).toBe(200);
    const body = main(res.body);
    expect(body.match(/class="sim-slot"/g)).toHaveLength(7);
    expect(body).toContain('Choose: Goalkeeper 1');
    const { view } = pageData(res.body).state.data as SquadSimulatorData;
    const keepers = view!.players.filter((p) => p.role === 'goalkeeper');
    expect(body.match(/data-player="/g)).toHaveLength(Math.min(30, keepers.length));
    // Without a script, a pick opens the next page at the list's heading, which names the next place.
    expect(body).toContain(`href="/en/espana/squad-simulator?s=${keepers[0]!.id}......#sim-picker-title"`);
    expect(body).toContain('<h2 id="sim-picker-title" class="section-title" tabindex="-1">Choose: Goalkeeper 1</h2>');
  });

  it('restores a shared squad with its captain and average, and refuses what the rules forbid', async () => {
    const { view } = pageData((await get('/en/espana/squad-simulator')).body).state.data as SquadSimulatorData;
    const keeper = view!.players.find((p) => p.role === 'goalkeeper')!;
    const field = view!.players.find((p) => p.role === 'forward')!;
    const res = await get(`/en/espana/squad-simulator?f=3-2-1&s=${keeper.id}.${field.id}&c=${field.id}`);
    const data = pageData(res.body).state.data as SquadSimulatorData;
    expect(data.squad).toMatchObject({
      formation: '3-2-1',
      slots: [keeper.id, field.id, null, null, null, null, null],
      captain: field.id,
    });
    expect(main(res.body)).toContain(`${(keeper.rating! + field.rating!) / 2}`.slice(0, 2));
    const wrong = await get(`/en/espana/squad-simulator?s=${field.id}`);
    expect(main(wrong.body)).toContain('Only a goalkeeper can play in goal.');
    expect((pageData(wrong.body).state.data as SquadSimulatorData).squad.slots[0]).toBeNull();
  });

  it('is blocked where the league has none', async () => {
    expect((await get('/en/brazil/squad-simulator')).statusCode).toBe(404);
  });
});

describe('the simulators of the Queens League', () => {
  const site = sharedEmbeddedSite({ WEB_CONTEXT: 'queens' });

  it.each([
    ['/es/americas/simulador-equipo', 200],
    ['/es/espana/simulador-equipo', 404],
    ['/es/espana/simulador-plantilla', 200],
    ['/es/americas/simulador-plantilla', 200],
  ])('%s answers %i', async (url, status) => expect((await site.app.inject({ url })).statusCode).toBe(status));
});
