import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EmbeddedUpstream } from '../../src/upstream/embedded.js';
import { testApp } from '../helpers/app.js';
import { embeddedUpstream } from '../helpers/embedded.js';

type Summary = { id: number; seasonId: number; status: string };
type Detail = Summary & { events: { playerId: number }[] };

/** The match ids the player page's own-matches section links to, in page order. */
function listedMatches(html: string, prefix: string): number[] {
  const section = /<section aria-labelledby="player-matches">[\s\S]*?<\/section>/.exec(html)?.[0] ?? '';
  const links = section.matchAll(new RegExp(`href="${prefix}/\\d+-[^"]*"`, 'g'));
  return [...links].map((m) => Number(/(\d+)-[^/"]*"$/.exec(m[0])![1]));
}

// Players of the embedded league: 1 (Ricardo López, 1K FC) in Kings League Spain, 157 (Irene López) in Queens League Spain.
describe.each([
  ['kings', 1, '1-ricardo-lopez'],
  ['queens', 157, '157-irene-lopez'],
] as const)("a player's own matches (%s)", (context, playerId, slug) => {
  let upstream: EmbeddedUpstream;
  let app: FastifyInstance;
  beforeAll(async () => {
    upstream = await embeddedUpstream();
    app = await testApp({ UPSTREAM_URL: upstream.origin, WEB_CONTEXT: context });
  }, 30_000);
  afterAll(async () => {
    await app?.close();
    await upstream?.close();
  });

  const api = async <T>(path: string): Promise<T> =>
    (await fetch(`${upstream.origin}/api/v1/competition${path}`)).json() as Promise<T>;

  /** The team's fixtures of the season that have an event of the player: the matches the player took part in. */
  async function expected(): Promise<{ own: number[]; others: number[] }> {
    const { seasons } = await api<{ seasons: { seasonId: number; player: { team: { id: number } } }[] }>(
      `/players/${playerId}/season-data`,
    );
    const { seasonId, player } = seasons.at(-1)!;
    const fixtures = await api<Summary[]>(`/teams/${player.team.id}/season-data/${seasonId}/matches`);
    const details = await Promise.all(fixtures.map((m) => api<Detail>(`/matches/${m.id}`)));
    const took = (d: Detail) => d.events.some((e) => e.playerId === playerId);
    return { own: details.filter(took).map((d) => d.id), others: details.filter((d) => !took(d)).map((d) => d.id) };
  }

  it.each([
    ['en', 'Matches played this season', /\d+ min/],
    ['ar', context === 'kings' ? 'المباريات التي لعبها هذا الموسم' : 'المباريات التي لعبتها هذا الموسم', /\d+ دقيقة/],
    ['es', 'Partidos jugados esta temporada', /\d+ min/],
  ])(
    'lists in %s the matches the player took part in, each with its line, and none of the team’s others',
    async (lang, heading, minutes) => {
      const res = await app.inject({ url: `/${lang}/espana/${lang === 'es' ? 'jugadores' : 'players'}/${slug}` });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain(heading);
      const { own, others } = await expected();
      expect(own.length).toBeGreaterThan(0);
      expect(others.length).toBeGreaterThan(0);
      const prefix = `/${lang}/espana/${lang === 'es' ? 'partidos' : 'matches'}`;
      const listed = listedMatches(res.body, prefix);
      expect([...listed].sort((a, b) => a - b)).toEqual([...own].sort((a, b) => a - b));
      expect(res.body).toMatch(minutes);
      expect(res.body).toMatch(/class="player-match-result result-(won|drawn|lost)"/);
    },
  );

  it('is a 404 from the league API for an unknown player, and a 400 for a bad id', async () => {
    expect((await fetch(`${upstream.origin}/api/v1/competition/players/99999/season-data/1/matches`)).status).toBe(404);
    expect((await fetch(`${upstream.origin}/api/v1/competition/players/abc/season-data/1/matches`)).status).toBe(400);
  });
});
