import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { matchKeptAs } from '../../../src/server/data/api-matches.js';
import { createDataLayer, type DataLayer } from '../../../src/server/data/index.js';
import { NotFoundError } from '../../../src/server/errors.js';
import * as f from '../../helpers/api-responses.js';
import { type FaultServer, startFaultServer } from './helpers/fault-server.js';

const C = '/api/v1/competition';
let server: FaultServer;
let data: DataLayer;

beforeAll(async () => {
  server = await startFaultServer();
});
afterAll(async () => {
  await server.close();
});
beforeEach(() => {
  server.reset();
  data = createDataLayer({ origin: server.url, cmsUrl: null, context: 'kings' });
});
afterEach(async () => {
  await data.close();
});

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;
const lastUrl = () => server.requests.at(-1)?.url;
const female = (rank: number) =>
  f.ranking(rank, { player: { ...f.player(8000 + rank, { gender: 'female' }), team: f.team(1, 'Q') } });

describe('league API calls (docs/spec.md §7)', () => {
  it.each([
    [
      'seasonClusters',
      () => data.api.seasonClusters(['male', 'both'], [3, 6]),
      `${C}/season-clusters?competitions=3&competitions=6&genders=both&genders=male`,
      [],
    ],
    ['season', () => data.api.season(35), `${C}/seasons/35?lang=es`, f.seasonDetail(35)],
    ['seasonTeams', () => data.api.seasonTeams(35), `${C}/seasons/35/teams`, [f.team(174, 'Wolf Pack FC')]],
    [
      'seasonPlayers, in the default language for every page',
      () => data.api.seasonPlayers(35, { categories: ['draft'] }),
      `${C}/seasons/35/players?categories=draft&ctxGenders=both&ctxGenders=male&lang=es`,
      [{ ...f.player(1), team: f.team(174, 'W') }],
    ],
    [
      'nextDraftCall',
      () => data.api.nextDraftCall(8),
      `${C}/competitions/8/next-draft-call`,
      { competitionId: 8, opens: '2027-01-01T10:00:00.000Z' },
    ],
    ['turnPlayers', () => data.api.turnPlayers(35, 'it'), `${C}/seasons/35/players/turn-players?lang=it`, []],
    [
      'playerStats',
      () => data.api.playerStats(35, 'GOL', { orderBy: 'total', sortOrder: 'DESC', pageSize: 20, page: 2 }),
      `${C}/seasons/35/players/stats/GOL?ctxGenders=both&ctxGenders=male&orderBy=total&page=2&pageSize=20&sortOrder=DESC`,
      { parameter: { code: 'GOL', name: 'Goals', shortName: null }, page: 2, pageSize: 20, total: 0, rankings: [] },
    ],
    [
      'teamStats',
      () => data.api.teamStats(35, 'TIR', { orderBy: 'total', sortOrder: 'ASC' }),
      `${C}/seasons/35/teams/stats/TIR?orderBy=total&sortOrder=ASC`,
      { parameter: { code: 'TIR', name: 'Shots', shortName: null }, rankings: [] },
    ],
    [
      'matchCenterData',
      () => data.api.matchCenterData(35, { lang: 'en', teamId: 174 }),
      `${C}/seasons/35/match-center-data?lang=en&teamId=174`,
      [],
    ],
    [
      'match (live), in the default language for every page',
      () => data.api.match(1704, { live: true, competitionId: 21 }),
      `${C}/matches/1704?competitionId=21&lang=es&live=true`,
      f.matchDetail(),
    ],
    ['teamStaffs', () => data.api.teamStaffs(174), `${C}/teams/174/staffs`, { staffs: [] }],
    [
      'teamSeasonStaffs',
      () => data.api.teamSeasonStaffs(174, 35),
      `${C}/teams/174/season-data/35/staffs`,
      { staffs: [] },
    ],
    [
      'teamSeasonStats',
      () => data.api.teamSeasonStats(174, 35),
      `${C}/teams/174/season-data/35/stats`,
      { rankings: [] },
    ],
    [
      'teamSeasonPlayers',
      () => data.api.teamSeasonPlayers(174, 35),
      `${C}/teams/174/season-data/35/players`,
      [f.player(1)],
    ],
    ['group', () => data.api.group(201), `${C}/groups/201`, { id: 201, name: 'A', standings: [] }],
    [
      'turn',
      () => data.api.turn(301, 'de'),
      `${C}/turns/301?lang=de`,
      { id: 301, name: 'Spieltag 1', shortName: null, start: null, finish: null },
    ],
    [
      'playerSeasonStats',
      () => data.api.playerSeasonStats(9001, 35),
      `${C}/players/9001/season-data/35/stats`,
      { rankings: [] },
    ],
  ])('%s asks for the contract path and query', async (_name, call, url, body) => {
    server.on(url.split('?')[0]!, [{ json: body }]);
    await call();
    // The client keeps the caller's key order; compare as sorted sets of pairs.
    const sorted = (u: string) => {
      const [p, q = ''] = u.split('?');
      return `${p}?${[...new URLSearchParams(q)]
        .map((kv) => kv.join('='))
        .sort()
        .join('&')}`;
    };
    expect(sorted(lastUrl()!)).toBe(sorted(url));
  });

  it("sorts a team's season matches by date, undated last", async () => {
    server.on(`${C}/teams/174/season-data/35/matches`, [
      {
        json: [
          f.matchSummary(3, '2025-03-01T14:00:00.000Z'),
          f.matchSummary(9, null),
          f.matchSummary(1, '2025-01-12T14:00:00.000Z'),
        ],
      },
    ]);
    expect((await data.api.teamSeasonMatches(174, 35)).map((m) => m.id)).toEqual([1, 3, 9]);
  });

  it("asks /api/stats for the cards teaser and keeps the top 3 of the context's genders", async () => {
    server.on('/api/stats', [{ json: [f.ranking(1), female(2), f.ranking(3), f.ranking(4), f.ranking(5)] }]);
    const top = await data.api.topCards(35);
    expect(top.map((r) => r.ranking)).toEqual([1, 3, 4]);
    const query = new URLSearchParams(lastUrl()!.split('?')[1]);
    expect(Object.fromEntries(query)).toMatchObject({
      season: '35',
      type: 'players',
      mainCode: 'CRT-G',
      secondaryCodes: 'CRT-R',
      orderBy: 'ranking',
      sortOrder: 'ASC',
    });
    expect(query.getAll('ctxGenders')).toEqual(['male', 'both']);
    // The same list while the ranking is cached: a view made from it is kept beside it.
    expect(await data.api.topCards(35)).toBe(top);
  });

  it("keeps player stats to the context's genders", async () => {
    server.on(`${C}/seasons/35/players/stats/GOL`, [
      {
        json: {
          parameter: { code: 'GOL', name: 'Goals', shortName: null },
          page: 1,
          pageSize: 20,
          total: 2,
          rankings: [f.ranking(1), female(2)],
        },
      },
    ]);
    expect((await data.api.playerStats(35, 'GOL')).rankings.map((r) => r.ranking)).toEqual([1]);
  });

  it('refuses ids and codes that could reshape the path, without asking upstream', async () => {
    await expect(data.api.match(1.5)).rejects.toThrow(new NotFoundError('Match not found'));
    await expect(data.api.season(Number.NaN)).rejects.toBeInstanceOf(NotFoundError);
    await expect(data.api.playerStats(35, '../teams')).rejects.toBeInstanceOf(NotFoundError);
    expect(server.requests).toHaveLength(0);
  });

  it.each([
    ['endedAfterPenalties', 'a settled match keeps as long as the other match data', 1],
    ['inPlay2H', 'a match in play is asked for again after seconds', 2],
    ['notStarted', 'a match due in 12 minutes is asked for again after seconds: it may kick off', 2],
    ['notStarted', 'a match due tomorrow keeps as long as the other match data', 1],
  ])('%s: %s', async (status, what, calls) => {
    let clock = 0;
    const timed = createDataLayer({ origin: server.url, cmsUrl: null, context: 'kings', now: () => clock });
    const date = new Date(what.includes('tomorrow') ? DAY_MS : 12 * MINUTE_MS).toISOString();
    server.on(`${C}/matches/1704`, [
      { json: { ...f.matchDetail(), status, date } },
      { json: { ...f.matchDetail(), status, date } },
    ]);
    await timed.api.match(1704, { live: true });
    // Past the live data's freshness and its stale window, within the match data's freshness.
    clock = 11_000;
    await timed.api.match(1704, { live: true });
    await timed.close();
    expect(server.requests.filter((r) => r.url.startsWith(`${C}/matches/1704`))).toHaveLength(calls);
  });

  // The soon window opens 11 minutes before the start; a match copy lives 2.5 minutes at most.
  it.each([
    ['ended', 0, 'matches'],
    ['endedAfterPenalties', -DAY_MS, 'matches'],
    ['inPlay1H', -10 * MINUTE_MS, 'live'],
    ['halfTime', -30 * MINUTE_MS, 'live'],
    ['notStarted', DAY_MS, 'matches'],
    ['notStarted', 14 * MINUTE_MS, 'matches'],
    ['notStarted', 13.5 * MINUTE_MS, 'live'],
    ['notStarted', 5 * MINUTE_MS, 'live'],
    ['notStarted', -MINUTE_MS, 'live'],
    ['notStarted', null, 'live'],
    ['postponed', DAY_MS, 'live'],
  ])('a match %s due in %s ms keeps as %s data', (status, ahead, family) => {
    const now = Date.parse('2026-11-26T12:00:00Z');
    expect(matchKeptAs({ status, date: ahead === null ? null : new Date(now + ahead).toISOString() }, now)).toBe(
      family,
    );
  });

  it('maps a 404 of a match to Match not found', async () => {
    await expect(data.api.match(424242)).rejects.toThrow(new NotFoundError('Match not found'));
  });
});
