import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createDataLayer, type DataLayer, type DataLogger } from '../../../src/server/data/index.js';
import { matchRow } from '../../../src/shared/league/matches-view.js';
import { tablesView } from '../../../src/shared/league/tables-view.js';
import * as f from '../../helpers/api-responses.js';
import { type FaultServer, startFaultServer } from './helpers/fault-server.js';

const C = '/api/v1/competition';
const NOW = new Date('2025-04-01T00:00:00Z');
let server: FaultServer;
let data: DataLayer;
let logger: DataLogger;

beforeAll(async () => {
  server = await startFaultServer();
});
afterAll(async () => {
  await server.close();
});
beforeEach(() => {
  server.reset();
  logger = { debug: vi.fn(), info: vi.fn(), warn: vi.fn(), error: vi.fn() };
  data = createDataLayer({ origin: server.url, cmsUrl: null, context: 'kings', logger, sleep: async () => {} });
});
afterEach(async () => {
  await data.close();
});

/** A summary as the contract allows it: the team ids only (docs/upstream.md, Match summary). */
const bare = (id: number, home = 174, away = 175, extra: Record<string, unknown> = {}) =>
  f.matchSummary(id, '2025-04-06T14:00:00.000Z', { participants: { homeTeamId: home, awayTeamId: away }, ...extra });

/** Season 35 with a league match and a play-off final whose teams come as ids. */
const season35 = (matches = [bare(1704)], final = [bare(1800, 175, 63)]) =>
  f.seasonDetail(35, {
    phases: [
      {
        ...f.seasonDetail(35).phases[0],
        groups: [
          {
            ...f.seasonDetail(35).phases[0]!.groups[0],
            turns: [{ id: 301, name: 'Jornada 1', shortName: 'J1', start: null, finish: null, matches }],
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
            turns: [{ id: 302, name: 'Final', shortName: null, start: null, finish: null, matches: final }],
          },
        ],
      },
    ],
  });

const TEAMS_35 = [
  f.team(174, 'Wolf Pack FC'),
  f.team(175, 'PANAM ALL STARZ'),
  f.team(58, 'To be decided'),
  f.team(63, 'Winner quarter-final 1', { gender: null }),
];
const names = (m: { participants: { homeTeam?: { name: string } | null; awayTeam?: { name: string } | null } }) => [
  m.participants.homeTeam?.name ?? null,
  m.participants.awayTeam?.name ?? null,
];

describe('match summaries without team objects', () => {
  it("fills a season's matches from its teams: names, crests, colours and slugs", async () => {
    server.on(`${C}/seasons/35`, [{ json: season35() }]).on(`${C}/seasons/35/teams`, [{ json: TEAMS_35 }]);
    const detail = await data.competition.seasonDetail(35, 'en');
    const [league, final] = [
      detail.phases[0]!.groups[0]!.turns[0]!.matches[0]!,
      detail.phases[1]!.groups[0]!.turns[0]!.matches[0]!,
    ];
    expect(names(league)).toEqual(['Wolf Pack FC', 'PANAM ALL STARZ']);
    expect(names(final)).toEqual(['PANAM ALL STARZ', 'Winner quarter-final 1']);
    const row = matchRow(league, NOW);
    expect(row.home).toMatchObject({
      name: 'Wolf Pack FC',
      shortName: 'WOL',
      slug: 'wolf-pack-fc',
      color: '#aedeff',
      logo: 'https://cdn.example/teams/174.png',
    });
    expect(row.away.slug).toBe('panam-all-starz');
    expect(tablesView(detail).playoff?.rounds[0]?.matches[0]).toMatchObject({
      home: { team: { name: 'PANAM ALL STARZ' } },
      away: { team: null },
    });
  });

  it("asks for a season's teams once, however many requests read its matches at once or later", async () => {
    server
      .on(`${C}/seasons/35`, [{ json: season35(), delayMs: 30 }])
      .on(`${C}/seasons/35/teams`, [{ json: TEAMS_35, delayMs: 50 }])
      .on(`${C}/teams/174/season-data/35/matches`, [{ json: [bare(1704), bare(1705, 175, 174)] }])
      .on(`${C}/seasons/35/match-center-data`, [
        { json: [{ id: 301, turnName: 'J1', ended: true, startDate: null, finishDate: null, matches: [bare(1704)] }] },
      ]);
    const [seasons, lists] = await Promise.all([
      Promise.all(Array.from({ length: 10 }, () => data.competition.seasonDetail(35, 'en'))),
      Promise.all(Array.from({ length: 10 }, () => data.api.teamSeasonMatches(174, 35))),
    ]);
    const center = await data.api.matchCenterData(35, { lang: 'en' });
    expect(seasons.map((d) => names(d.phases[0]!.groups[0]!.turns[0]!.matches[0]!))).toEqual(
      Array(10).fill(['Wolf Pack FC', 'PANAM ALL STARZ']),
    );
    expect(lists.map((list) => names(list[1]!))).toEqual(Array(10).fill(['PANAM ALL STARZ', 'Wolf Pack FC']));
    expect(names(center[0]!.matches[0]!)).toEqual(['Wolf Pack FC', 'PANAM ALL STARZ']);
    expect(server.count(`${C}/seasons/35/teams`)).toBe(1);
    expect(server.count(`${C}/seasons/35`)).toBe(1);
    // The same cached season gives the same filled season: views kept per season stay kept.
    expect(await data.competition.seasonDetail(35, 'en')).toBe(await data.competition.seasonDetail(35, 'en'));
  });

  it('asks for no teams when the matches carry theirs', async () => {
    server
      .on(`${C}/seasons/35`, [{ json: f.seasonDetail(35) }])
      .on(`${C}/teams/174/season-data/35/matches`, [{ json: [f.matchSummary(1704, null)] }]);
    await data.competition.seasonDetail(35, 'en');
    await data.api.teamSeasonMatches(174, 35);
    expect(server.count(`${C}/seasons/35/teams`)).toBe(0);
  });

  it("fills a team's season matches and the match-center data, leaving an unknown team absent", async () => {
    server
      .on(`${C}/seasons/35/teams`, [{ json: TEAMS_35 }])
      .on(`${C}/teams/174/season-data/35/matches`, [
        { json: [bare(1706, 174, 999, { date: '2025-05-01T14:00:00.000Z' }), bare(1704)] },
      ])
      .on(`${C}/seasons/35/match-center-data`, [
        {
          json: [
            { id: 301, turnName: 'J1', ended: true, startDate: null, finishDate: null, matches: [bare(1704, 58, 174)] },
          ],
        },
      ]);
    const matches = await data.api.teamSeasonMatches(174, 35);
    expect(matches.map(names)).toEqual([
      ['Wolf Pack FC', 'PANAM ALL STARZ'],
      ['Wolf Pack FC', null],
    ]);
    expect((await data.api.matchCenterData(35)).flatMap((t) => t.matches.map(names))).toEqual([
      ['To be decided', 'Wolf Pack FC'],
    ]);
    expect(server.count(`${C}/seasons/35/teams`)).toBe(1);
  });

  it("fills a match detail without its teams from its season's teams", async () => {
    const { homeTeam: _home, awayTeam: _away, ...ids } = f.matchDetail().participants;
    server
      .on(`${C}/matches/1704`, [{ json: { ...f.matchDetail(), participants: ids } }])
      .on(`${C}/seasons/35/teams`, [{ json: TEAMS_35 }]);
    const detail = await data.api.match(1704, { live: true });
    expect(detail.participants.homeTeam).toMatchObject({ name: 'Wolf Pack FC', players: [], lineups: [] });
    expect(matchRow(detail, NOW).away.slug).toBe('panam-all-starz');
  });

  it("still hands out the matches, as they came, when the season's teams cannot be read", async () => {
    server
      .on(`${C}/seasons/35`, [{ json: season35() }])
      .on(`${C}/seasons/35/teams`, [{ status: 503, json: { message: 'down' } }]);
    const detail = await data.competition.seasonDetail(35, 'en');
    expect(names(detail.phases[0]!.groups[0]!.turns[0]!.matches[0]!)).toEqual([null, null]);
    expect(logger.warn).toHaveBeenCalledWith(
      expect.objectContaining({ seasonId: 35 }),
      'season teams unavailable for matches',
    );
  });

  it("fills season 13's matches, which live in season 14's phases, from the teams of both and its extra teams", async () => {
    const held = f.seasonDetail(14, {
      phases: [
        {
          id: 1400,
          name: 'Groups',
          displayName: null,
          groups: [
            {
              id: 1401,
              name: 'A',
              hasStandings: false,
              standings: null,
              turns: [
                {
                  id: 1402,
                  name: 'R1',
                  shortName: null,
                  start: null,
                  finish: null,
                  matches: [bare(4200, 186, 5, { seasonId: 13 }), bare(4201, 10, 64, { seasonId: 13 })],
                },
              ],
            },
          ],
        },
      ],
    });
    server
      .on(`${C}/seasons/13`, [{ json: f.seasonDetail(13, { phases: [] }) }])
      .on(`${C}/seasons/14`, [{ json: held }])
      .on(`${C}/seasons/13/teams`, [{ json: [f.team(186, 'Club 186'), f.team(64, 'Winner quarter-final 2')] }])
      .on(`${C}/seasons/14/teams`, [{ json: [f.team(186, 'Club 186'), f.team(5, 'Club 5')] }]);
    for (const id of [8, 9, 10, 37, 38, 40, 41])
      server.on(`${C}/teams/${id}`, [{ json: { ...f.team(id, `Extra ${id}`), currentSeasons: [] } }]);
    const detail = await data.competition.seasonDetail(13, 'en');
    expect(detail.id).toBe(13);
    expect(detail.phases[0]!.groups[0]!.turns[0]!.matches.map(names)).toEqual([
      ['Club 186', 'Club 5'],
      ['Extra 10', 'Winner quarter-final 2'],
    ]);
    expect(
      [`${C}/seasons/13/teams`, `${C}/seasons/14/teams`, `${C}/teams/10`, `${C}/teams/5`].map((p) => server.count(p)),
    ).toEqual([1, 1, 1, 0]);
  });
});
