import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as f from '../helpers/api-responses.js';
import { testApp } from '../helpers/app.js';
import { type FaultServer, startFaultServer } from './data/helpers/fault-server.js';

const C = '/api/v1/competition';
const main = (html: string) => /<main[\s\S]*<\/main>/.exec(html)![0];

/** A summary as the contract allows it: the team ids only (docs/upstream.md, Match summary). */
const bare = (id: number, home: number, away: number, date: string) =>
  f.matchSummary(id, date, { participants: { homeTeamId: home, awayTeamId: away } });

const turn = (id: number, name: string, matches: unknown[]) => ({
  id,
  name,
  shortName: null,
  start: null,
  finish: null,
  matches,
});

/** Season 35 of Kings League France: a league table, then a final between two of its clubs. */
const SEASON = f.seasonDetail(35, {
  isCurrent: true,
  phases: [
    {
      id: 101,
      name: 'Regular season',
      displayName: null,
      groups: [
        {
          id: 201,
          name: 'Group A',
          hasStandings: true,
          standings: [f.standing(1, 1), f.standing(2, 2)],
          turns: [
            turn(301, 'Jornada 1', [
              bare(1704, 174, 175, '2025-04-06T14:00:00.000Z'),
              bare(1705, 176, 58, '2025-04-06T15:00:00.000Z'),
            ]),
          ],
        },
      ],
    },
    {
      id: 102,
      name: 'Playoff',
      displayName: 'Final Four',
      groups: [
        {
          id: 202,
          name: 'Final',
          hasStandings: false,
          standings: null,
          turns: [turn(302, 'Final', [bare(1800, 176, 174, '2025-05-01T18:00:00.000Z')])],
        },
      ],
    },
  ],
});

const TEAMS = [
  f.team(174, 'Wolf Pack FC'),
  f.team(175, 'PANAM ALL STARZ'),
  f.team(176, 'Foot2Rue'),
  f.team(58, 'To be decided', { gender: null }),
];

/** France on a fake league API whose matches name their teams by id only. */
describe('France on a league API that sends match summaries without team objects', () => {
  let server: FaultServer;
  let app: FastifyInstance;
  beforeAll(async () => {
    server = await startFaultServer();
    server
      .on(`${C}/season-clusters`, [{ json: [f.cluster(7, true, null, [f.season(35, { isCurrent: true })])] }])
      .on(`${C}/seasons/35`, [{ json: SEASON }])
      .on(`${C}/seasons/35/teams`, [{ json: TEAMS }])
      .on(`${C}/teams/174`, [{ json: { ...TEAMS[0], currentSeasons: [f.season(35)] } }])
      .on(`${C}/teams/174/seasons`, [{ json: [f.season(35)] }])
      .on(`${C}/teams/174/season-data/35/players`, [{ json: [f.player(9001)] }])
      .on(`${C}/teams/174/season-data/35/stats`, [{ json: { rankings: [] } }])
      .on(`${C}/teams/174/season-data/35/matches`, [
        { json: [bare(1800, 176, 174, '2025-05-01T18:00:00.000Z'), bare(1704, 174, 175, '2025-04-06T14:00:00.000Z')] },
      ]);
    for (const id of [174, 175, 176])
      server.on(`${C}/teams/${id}/season-data/35/staffs`, [{ json: { staffs: [f.staff(id * 10, 'coach')] } }]);
    app = await testApp({ UPSTREAM_URL: server.url });
  });
  afterAll(async () => {
    await app?.close();
    await server?.close();
  });

  const page = async (url: string) => {
    const res = await app.inject({ url });
    expect(res.statusCode, url).toBe(200);
    return main(res.body);
  };

  it("shows the matches with their names and crests, linked by both teams' slugs", async () => {
    const html = await page('/en/france/matches?turn=301');
    for (const text of [
      '<span class="match-team">Wolf Pack FC</span>',
      '<span class="match-team">PANAM ALL STARZ</span>',
      'src="https://cdn.example/teams/174.png"',
      'href="/en/france/matches/1704-wolf-pack-fc-vs-panam-all-starz"',
      'href="/en/france/matches/1705-foot2rue-vs-to-be-decided"',
    ]) {
      expect(html).toContain(text);
    }
  });

  it("shows the bracket with the finalists' names", async () => {
    expect(await page('/en/france/tables')).toMatch(
      /class="bracket-name" dir="auto">Foot2Rue<\/span>.*?class="bracket-name" dir="auto">Wolf Pack FC<\/span>/,
    );
  });

  it("shows a team's matches with both teams and links", async () => {
    const html = await page('/en/france/teams/174-wolf-pack-fc');
    expect(html).toContain('href="/en/france/matches/1800-foot2rue-vs-wolf-pack-fc"');
    expect(html).toContain('href="/en/france/matches/1704-wolf-pack-fc-vs-panam-all-starz"');
    expect(html).toContain('<span class="match-team">Foot2Rue</span>');
  });

  it("reads the season's teams once for all of its pages", async () => {
    await Promise.all(
      ['/en/france/matches?turn=302', '/fr/france/classement', '/es/france/equipos/174-wolf-pack-fc', '/en/france'].map(
        (url) => app.inject({ url }),
      ),
    );
    expect(server.count(`${C}/seasons/35/teams`)).toBe(1);
  });
});
