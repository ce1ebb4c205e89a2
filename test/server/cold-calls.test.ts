import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOW, testApp } from '../helpers/app.js';
import { countingUpstream } from '../helpers/counting-upstream.js';

const clock = () => NOW;
let upstream: Awaited<ReturnType<typeof countingUpstream>>;
beforeAll(async () => {
  upstream = await countingUpstream(clock);
  // The embedded API's own first answer simulates the league: not what this file measures.
  await fetch(`${upstream.origin}/api/v1/competition/season-clusters`);
}, 60_000);
afterAll(() => upstream.close());

/** The league API calls one page makes on a site whose caches are empty. */
async function coldCalls(url: string, concurrent = 1): Promise<{ statuses: number[]; calls: string[] }> {
  const app = await testApp({ UPSTREAM_URL: upstream.origin }, { clock });
  upstream.calls.length = 0;
  const responses = await Promise.all(Array.from({ length: concurrent }, () => app.inject({ url })));
  const calls = [...upstream.calls];
  await app.close();
  return { statuses: responses.map((r) => r.statusCode), calls };
}

/** Each page's status and body, from a cold site reading the league API at `origin`. */
async function renderAll(origin: string, pages: readonly string[]): Promise<string[]> {
  const app = await testApp({ UPSTREAM_URL: origin }, { clock });
  const bodies = await Promise.all(
    pages.map(async (url) => {
      const res = await app.inject({ url });
      return `${res.statusCode} ${res.body}`;
    }),
  );
  await app.close();
  return bodies;
}

describe('a cold page asks the league API only for what it shows', () => {
  it.each([
    ['/en', 20],
    ['/en/espana', 10],
    ['/en/espana/tables', 10],
    ['/en/espana/matches', 10],
    ['/en/espana/teams', 10],
    ['/en/espana/teams/1-1k-fc', 10],
    ['/en/teams/1-1k-fc', 10],
    ['/es/world-cup/clasificacion', 10],
    ['/es/espana/partidos/2142-porcinos-fc-vs-jijantes-fc', 10],
    ['/en/espana/players/12-javier-molina', 10],
    // The global page finds the player's region, and a player of season 13's guest clubs is found,
    // without reading every region's list or every guest's squad.
    ['/en/players/12-javier-molina', 10],
    ['/en/world-cup/players/53-ferran-corominas', 10],
    ['/en/players/53-ferran-corominas', 10],
    // The statistics overview: eighteen cards' tables in one call.
    ['/en/espana/stats', 10],
    ['/es/espana/estadisticas/equipos', 10],
  ])('%s: at most %i calls', async (url, most) => {
    const { statuses, calls } = await coldCalls(url);
    expect(statuses).toEqual([200]);
    // Matches on now included: a season's are read from the live view in one call, not one each.
    expect(new Set(calls).size).toBe(calls.length);
    expect(calls.length, calls.join('\n')).toBeLessThanOrEqual(most);
  });

  it('reads the matches on now of each season in one call, from the live view', async () => {
    const { calls } = await coldCalls('/en');
    const batches = calls.filter((c) => /\/seasons\/\d+\/matches\?/.test(c));
    expect(batches.length).toBeGreaterThan(1);
    expect(batches.every((c) => c.includes('live=true'))).toBe(true);
    expect(calls.filter((c) => /\/matches\/\d+/.test(c))).toEqual([]);
  });

  it("shows the same live cards where the API does not serve a season's matches in one call", async () => {
    const without = await countingUpstream(clock, /^\/api\/v1\/competition\/seasons\/\d+\/matches$/);
    const pages = ['/en', '/es/espana', '/en/espana/matches', '/ar'];
    const served = await renderAll(upstream.origin, pages);
    without.calls.length = 0;
    const read = await renderAll(without.origin, pages);
    await without.close();
    expect(without.calls.filter((c) => /\/matches\/\d+\?.*live=true/.test(c)).length).toBeGreaterThan(5);
    expect(served.map((b) => b.slice(0, 4))).toEqual(pages.map(() => '200 '));
    expect(served.join('').match(/status-live/g)?.length).toBeGreaterThan(5);
    expect(read).toEqual(served);
  });

  it("reads a match once for all seven languages, and names its turn in each page's own", async () => {
    const app = await testApp({ UPSTREAM_URL: upstream.origin }, { clock });
    const first = await app.inject({ url: '/es/espana/partidos/2142-porcinos-fc-vs-jijantes-fc' });
    const pages = [...first.body.matchAll(/<link rel="alternate" hreflang="([a-z]{2})-[A-Z0-9]+" href="([^"]+)"/g)].map(
      ([, lang, url]) => ({ lang: lang!, path: new URL(url!).pathname }),
    );
    expect(pages).toHaveLength(7);
    upstream.calls.length = 0;
    const bodies = await Promise.all(pages.map(async (p) => (await app.inject({ url: p.path })).body));
    const reads = upstream.calls.filter((c) => c.startsWith('/api/v1/competition/matches/2142'));
    await app.close();
    expect(reads).toEqual([]);
    const detail = (await (await fetch(`${upstream.origin}/api/v1/competition/matches/2142`)).json()) as {
      turnId: number;
    };
    for (const [i, { lang }] of pages.entries()) {
      const turn = (await (
        await fetch(`${upstream.origin}/api/v1/competition/turns/${detail.turnId}?lang=${lang}`)
      ).json()) as { name: string };
      expect(bodies[i]).toMatch(new RegExp(`<meta name="description" content="[^"]*${turn.name}`));
    }
    expect(
      new Set(
        await Promise.all(
          pages.map(
            async ({ lang }) =>
              (
                (await (
                  await fetch(`${upstream.origin}/api/v1/competition/turns/${detail.turnId}?lang=${lang}`)
                ).json()) as { name: string }
              ).name,
          ),
        ),
      ).size,
    ).toBeGreaterThan(1);
  });

  it("finds a player by the list of their region's season where the API does not serve their seasons, on the same page", async () => {
    const without = await countingUpstream(clock, /^\/api\/v1\/competition\/players\/\d+\/season-data$/);
    const pages = [
      '/en/players/12-javier-molina',
      '/en/espana/players/12-javier-molina',
      '/en/world-cup/players/53-ferran-corominas',
      '/en/players/53-ferran-corominas',
    ];
    const served = await renderAll(upstream.origin, pages);
    without.calls.length = 0;
    const listed = await renderAll(without.origin, pages);
    await without.close();
    expect(without.calls.some((c) => c.includes('/season-data/13/players'))).toBe(true);
    expect(served.map((b) => b.slice(0, 4))).toEqual(pages.map(() => '200 '));
    expect(listed).toEqual(served);
  });

  it('shows the same statistics cards where the API does not serve their tables in one call', async () => {
    const without = await countingUpstream(clock, /\/stats\/first-pages$/);
    const pages = ['/en/espana/stats', '/en/espana/stats/teams', '/en/espana/stats?season=20'];
    upstream.calls.length = 0;
    const served = await renderAll(upstream.origin, pages);
    const listed = await renderAll(without.origin, pages);
    await without.close();
    expect(upstream.calls.filter((c) => c.includes('/players/stats/') || c.includes('/teams/stats/'))).toEqual([]);
    expect(without.calls.filter((c) => c.includes('/players/stats/')).length).toBeGreaterThan(5);
    expect(served.map((b) => b.slice(0, 4))).toEqual(pages.map(() => '200 '));
    expect(listed).toEqual(served);
  });

  it('shares the calls of concurrent requests for a cold page', async () => {
    const one = await coldCalls('/en/espana/tables');
    const many = await coldCalls('/en/espana/tables', 20);
    expect(many.statuses.every((s) => s === 200)).toBe(true);
    expect(many.calls.length).toBe(one.calls.length);
  });
});
