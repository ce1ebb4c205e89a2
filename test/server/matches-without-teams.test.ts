import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EmbeddedUpstream } from '../../src/upstream/embedded.js';
import { testApp } from '../helpers/app.js';
import { embeddedUpstream } from '../helpers/embedded.js';
import { type TeamlessProxy, teamlessProxy } from '../helpers/teamless-proxy.js';

const main = (html: string) => /<main[\s\S]*<\/main>/.exec(html)![0];
const matchLinks = (html: string) =>
  [...main(html).matchAll(/href="(\/en\/[a-z-]+\/matches\/\d+-[a-z0-9-]+-vs-[a-z0-9-]+)"/g)].map((m) => m[1]!);
const cardTeams = (html: string) =>
  [...main(html).matchAll(/<span class="match-team">([^<]*)<\/span>/g)].map((m) => m[1]!);
const bracket = (html: string) => /<section aria-labelledby="playoff"[\s\S]*?<\/section>/.exec(html)?.[0] ?? '';

/**
 * The embedded league behind a proxy that drops every match's team objects, as the contract
 * allows, against the same league sent whole: each page must read the same.
 */
describe('pages on a league API that names match teams by id only', () => {
  let upstream: EmbeddedUpstream;
  let proxy: TeamlessProxy;
  let whole: FastifyInstance;
  let teamless: FastifyInstance;
  beforeAll(async () => {
    upstream = await embeddedUpstream();
    proxy = await teamlessProxy(upstream.origin);
    [whole, teamless] = await Promise.all([
      testApp({ UPSTREAM_URL: upstream.origin }),
      testApp({ UPSTREAM_URL: proxy.origin }),
    ]);
  }, 30_000);
  afterAll(async () => {
    await Promise.all([whole?.close(), teamless?.close()]);
    await proxy?.close();
    await upstream?.close();
  });

  const both = async (url: string) => {
    const [a, b] = await Promise.all([whole.inject({ url }), teamless.inject({ url })]);
    expect([a.statusCode, b.statusCode], url).toEqual([200, 200]);
    return { whole: a.body, teamless: b.body };
  };

  it('is given matches without team objects', async () => {
    const season = (await (await fetch(`${proxy.origin}/api/v1/competition/seasons/41?lang=en`)).json()) as {
      phases: { groups: { turns: { matches: { participants: object }[] }[] }[] }[];
    };
    const participants = season.phases[0]!.groups[0]!.turns[0]!.matches[0]!.participants;
    expect(Object.keys(participants).sort()).toEqual(['awayTeamId', 'homeTeamId']);
  });

  it.each(['espana', 'world-cup'])(
    "shows %s's matches with their team names, linked by the teams' slugs",
    async (region) => {
      const pages = await both(`/en/${region}/matches`);
      const links = matchLinks(pages.teamless);
      // A world cup's matchday is one group's: two matches.
      expect(links.length).toBeGreaterThan(1);
      expect(links).toEqual(matchLinks(pages.whole));
      expect(cardTeams(pages.teamless)).toEqual(cardTeams(pages.whole));
      expect(main(pages.teamless)).not.toMatch(/\/\d+-team-vs-|-vs-team"|To be decided|—/);
    },
  );

  it('links each match to its own page, which answers at that address', async () => {
    const link = matchLinks((await teamless.inject({ url: '/en/espana/matches' })).body)[0]!;
    expect(link).toMatch(/^\/en\/espana\/matches\/2145-xbuyer-team-vs-pio-fc$/);
    const page = await teamless.inject({ url: link });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<title>xBuyer Team vs PIO FC | Kings League Spain</title>');
    expect(main(page.body)).toContain('<a class="scoreboard-team" href="/en/espana/teams/12-xbuyer-team">');
  });

  it.each(['espana', 'world-cup'])(
    "shows %s's bracket with the teams it names, and where undecided sides come from",
    async (region) => {
      const pages = await both(`/en/${region}/tables`);
      expect(bracket(pages.teamless)).toContain('Winner QF1');
      expect(bracket(pages.teamless)).not.toContain('Winner quarter-final');
      expect(bracket(pages.teamless)).toBe(bracket(pages.whole));
    },
  );

  it("shows a team's season matches with both teams and links", async () => {
    const pages = await both('/en/espana/teams/1-1k-fc');
    expect(matchLinks(pages.teamless)).toContain('/en/espana/matches/2100-jijantes-fc-vs-1k-fc');
    expect(matchLinks(pages.teamless)).toEqual(matchLinks(pages.whole));
    expect(cardTeams(pages.teamless)).toEqual(cardTeams(pages.whole));
  });

  it("reads each season's teams once, however many pages show its matches", async () => {
    const turns = [
      ...main((await teamless.inject({ url: '/en/espana/matches' })).body).matchAll(/<option value="(\d+)"/g),
    ].map((m) => m[1]);
    await Promise.all([
      ...turns.map((turn) => teamless.inject({ url: `/en/espana/matches?turn=${turn}` })),
      ...['/en/espana', '/en/espana/tables', '/en/espana/teams/2-aniquiladores-fc', '/en/world-cup', '/en'].map((url) =>
        teamless.inject({ url }),
      ),
    ]);
    const lists = proxy.paths().filter((path) => /\/seasons\/\d+\/teams$/.test(path));
    expect(lists).toEqual(
      expect.arrayContaining([
        '/api/v1/competition/seasons/41/teams',
        '/api/v1/competition/seasons/13/teams',
        '/api/v1/competition/seasons/14/teams',
      ]),
    );
    expect(lists.map((path) => proxy.count(path))).toEqual(lists.map(() => 1));
  });
});
