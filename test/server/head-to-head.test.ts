import { describe, expect, it } from 'vitest';
import type { DataLayer } from '../../src/server/data/index.js';
import { UpstreamError } from '../../src/server/errors.js';
import type { MatchSummary } from '../../src/shared/api/index.js';
import type { WebContext } from '../../src/shared/config/contexts.js';
import { type HeadToHeadRecord, headToHead } from '../../src/shared/league/head-to-head.js';
import { href } from '../../src/shared/routing/href.js';
import { NOW, testApp } from '../helpers/app.js';
import { fakeData } from '../helpers/fake-data.js';
import { match, matchDetail, SEASON } from '../helpers/league-fixtures.js';

const earlierSeason = (m: MatchSummary, date: string): MatchSummary => ({ ...m, seasonId: 13, date });
/** Match 30 (T1 against T2, 9 October 2026) is the match the meetings come before. */
const OF = { id: 30, date: '2026-10-09T16:00:00.000Z', homeId: 1, awayId: 2 };
const WIN = match(20, 1, 1, 2, 3, 1);
const SHOOTOUT_AWAY = earlierSeason(match(21, 1, 2, 1, 2, 2, [3, 1]), '2025-05-01T16:00:00.000Z');
const DRAW = match(23, 3, 2, 1, 4, 4);
const LOSS_AWAY = match(24, 4, 2, 1, 5, 0);
const OTHER_CLUB = match(22, 2, 1, 3, 1, 0);
const LATER = match(40, 20, 1, 2, 0, 0, null, 'notStarted');
const AFTER_THIS = match(41, 15, 2, 1, 1, 0);
const NOT_PLAYED = match(42, 5, 1, 2, 0, 0, null, 'notStarted');
const THIS = match(30, 9, 1, 2, 2, 1);

/** A record in the table's order: wins, shoot-out wins, draws, shoot-out defeats, defeats, goals. */
const record = (...[wins, shootoutWins, draws, shootoutDefeats, defeats, goals]: number[]): HeadToHeadRecord => ({
  wins: wins!,
  shootoutWins: shootoutWins!,
  draws: draws!,
  shootoutDefeats: shootoutDefeats!,
  defeats: defeats!,
  goals: goals!,
});

describe('headToHead', () => {
  it.each([
    ['no matches', [], [], record(0, 0, 0, 0, 0, 0), record(0, 0, 0, 0, 0, 0)],
    ['a win at home', [WIN], [20], record(1, 0, 0, 0, 0, 3), record(0, 0, 0, 0, 1, 1)],
    [
      'a shoot-out won by the club hosting then, this match’s away club',
      [SHOOTOUT_AWAY],
      [21],
      record(0, 0, 0, 1, 0, 2),
      record(0, 1, 0, 0, 0, 2),
    ],
    ['a level match with no shoot-out', [DRAW], [23], record(0, 0, 1, 0, 0, 4), record(0, 0, 1, 0, 0, 4)],
    ['a defeat away', [LOSS_AWAY], [24], record(0, 0, 0, 0, 1, 0), record(1, 0, 0, 0, 0, 5)],
    [
      'only finished meetings before this match, newest first, each once',
      [SHOOTOUT_AWAY, WIN, OTHER_CLUB, LATER, AFTER_THIS, NOT_PLAYED, THIS, WIN, LOSS_AWAY],
      [24, 20, 21],
      record(1, 0, 0, 1, 1, 5),
      record(1, 1, 0, 0, 1, 8),
    ],
  ])('%s', (_, matches, ids, home, away) => {
    const h2h = headToHead(matches, OF, () => 'espana', NOW);
    expect(h2h.meetings.map((m) => m.row.id)).toEqual(ids);
    expect(h2h.home).toEqual(home);
    expect(h2h.away).toEqual(away);
  });

  it('leaves out a meeting in a competition of no region of the league', () => {
    const h2h = headToHead([WIN, SHOOTOUT_AWAY], OF, (season) => (season === 14 ? 'espana' : undefined), NOW);
    expect(h2h.meetings.map((m) => [m.row.id, m.region])).toEqual([[20, 'espana']]);
    expect(h2h.away).toEqual(record(0, 0, 0, 0, 1, 1));
  });

  it('counts every earlier finished meeting of a match with no date yet', () => {
    expect(headToHead([WIN, AFTER_THIS], { ...OF, date: null }, () => 'espana', NOW).meetings).toHaveLength(2);
  });
});

const LEAGUES = [
  ['kings', 3, 'male'],
  ['queens', 4, 'female'],
] as const;

/** The fixtures' data layer in one league, club 1's matches over two seasons as given. */
function leagueData(
  competitionId: number,
  gender: string,
  matches: () => Promise<MatchSummary[]>,
  status = 'ended',
): DataLayer {
  const base = fakeData();
  const season = { ...SEASON, competitionId };
  const seasons = [season, { ...season, id: 13, isCurrent: false }].map((s) => ({
    ...s,
    competition: { id: competitionId, gender, visible: true },
  }));
  return {
    ...base,
    api: {
      ...base.api,
      match: async (id: number) => ({ ...matchDetail(status), id, season }),
      teamSeasons: async () => seasons,
      teamSeasonMatches: async (_team: number, seasonId: number) =>
        (await matches()).filter((m) => m.seasonId === seasonId),
    },
  } as unknown as DataLayer;
}

const page = (lang: 'en' | 'ar') =>
  href('region-matches-match', lang, { region: 'espana', matchId: 30, homeTeam: 't1', awayTeam: 't2' });
const meetingLink = (lang: 'en' | 'ar', id: number, home: string, away: string) =>
  `href="${href('region-matches-match', lang, { region: 'espana', matchId: id, homeTeam: home, awayTeam: away })}"`;
const section = (body: string) => body.slice(body.indexOf('id="head-to-head"'));
/** The head-to-head table's figures, a row each: the home club's, then the away club's. */
const figures = (h2h: string) =>
  [
    ...h2h
      .slice(0, h2h.indexOf('</table>'))
      .matchAll(/<tr><td>(\d+)<\/td><th scope="row">.*?<\/th><td>(\d+)<\/td><\/tr>/g),
  ].map((m) => [Number(m[1]), Number(m[2])]);

describe.each(LEAGUES)('the %s match page’s head to head', (context: WebContext, competitionId, gender) => {
  const app = (matches: () => Promise<MatchSummary[]>, status?: string) =>
    testApp({ WEB_CONTEXT: context }, { data: leagueData(competitionId, gender, matches, status) });

  it.each([
    ['notStarted', true],
    ['ended', false],
  ] as const)('of a match %s comes before its events: %s', async (status, first) => {
    const site = await app(async () => [WIN], status);
    const body = (await site.inject({ url: page('en') })).body;
    expect(body.indexOf('id="head-to-head"') < body.indexOf('id="events"')).toBe(first);
    expect(body.indexOf('id="head-to-head"')).toBeGreaterThan(body.indexOf('class="scoreboard"'));
    await site.close();
  });

  it.each([
    ['en', 'Head to head', 'Shoot-out wins'],
    ['ar', 'المواجهات المباشرة', 'انتصارات بركلات الترجيح'],
  ] as const)('in %s lists the earlier meetings, each linked, with each club’s sums', async (lang, title, column) => {
    const site = await app(async () => [THIS, WIN, OTHER_CLUB, AFTER_THIS, SHOOTOUT_AWAY]);
    const res = await site.inject({ url: page(lang) });
    expect(res.statusCode).toBe(200);
    const h2h = section(res.body);
    expect(h2h).toContain(title);
    expect(h2h).toContain(column);
    expect(h2h).toContain(meetingLink(lang, 20, 't1', 't2'));
    expect(h2h).toContain(meetingLink(lang, 21, 't2', 't1'));
    expect(h2h).not.toContain(meetingLink(lang, 22, 't1', 't3'));
    expect(h2h).not.toContain(meetingLink(lang, 41, 't2', 't1'));
    // T1: a win, a shoot-out defeat, 5 goals; T2: a shoot-out win, a defeat, 3 goals. A row a figure, T1's first.
    expect(figures(h2h)).toEqual([
      [1, 0],
      [0, 1],
      [0, 0],
      [1, 0],
      [0, 1],
      [5, 3],
    ]);
    await site.close();
  });

  it.each([
    ['en', 'The two clubs have not met before.'],
    ['ar', 'لم يسبق للناديين أن تواجها.'],
  ] as const)('in %s says a first meeting has none before it', async (lang, none) => {
    const site = await app(async () => [THIS, OTHER_CLUB, AFTER_THIS]);
    const res = await site.inject({ url: page(lang) });
    expect(res.statusCode).toBe(200);
    expect(section(res.body)).toContain(`<p>${none}</p>`);
    expect(section(res.body)).not.toContain('class="match-stats head-to-head"');
    await site.close();
  });

  it('says the meetings could not be loaded, keeps the rest of the page and keeps no copy', async () => {
    const site = await app(async () => {
      throw new UpstreamError('matches unavailable', '/teams/1');
    });
    const res = await site.inject({ url: page('en') });
    expect(res.statusCode).toBe(503);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(section(res.body)).toContain('We could not load this data right now.');
    expect(res.body).toContain('class="scoreboard"');
    expect(res.body).toContain('id="squads"');
    await site.close();
  });
});
