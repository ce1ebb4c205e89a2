import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import * as s from '../../src/shared/api/index.js';
import { API, getJson, isEnded, list, upstream } from './helpers.js';

/**
 * Every endpoint of docs/upstream.md answers for real ids, and each answer fits the schema the site
 * reads it with (src/shared/api): the two sides of the contract agree. The schemas are
 * tolerant (a broken decorative field becomes null), so the tests also check that the fields
 * the site relies on survive the parse.
 */
const app = upstream();
afterAll(() => app.close());

const SEASON = 41; // Kings League Spain, current
const PREVIOUS = 20; // Kings League Spain, finished
/** A match detail with its whole log: the site's schema keeps only the events it reads. */
const wholeDetail = s.matchDetail.extend({ events: z.array(s.matchEvent) });
const TEAM = 1;

let detail: s.SeasonDetail;
let ended: s.MatchSummary;
let live: s.MatchSummary;
beforeAll(async () => {
  detail = await getJson(app, `${API}/seasons/${SEASON}`, s.seasonDetail);
  const matches = detail.phases.flatMap((p) => p.groups.flatMap((g) => g.turns.flatMap((t) => t.matches)));
  ended = matches.find(
    (m) => isEnded(m.status) && [m.participants.homeTeamId, m.participants.awayTeamId].includes(TEAM),
  )!;
  live = matches.find((m) => m.status === 'inPlay1H')!;
  expect(ended).toBeDefined();
  expect(live).toBeDefined();
});

describe('competition structure', () => {
  it('lists season clusters, filtered by genders and competitions given as repeated keys or comma-joined', async () => {
    const all = await getJson(app, `${API}/season-clusters`, s.seasonClusters);
    // 28 seasons of the regions' 14 competitions, and the Finalissima's two editions.
    expect(all.flatMap((c) => c.seasons)).toHaveLength(30);
    const repeated = await getJson(
      app,
      `${API}/season-clusters?${list('genders', ['male', 'both'])}&${list('competitions', [3, 6])}`,
      s.seasonClusters,
    );
    const joined = await getJson(app, `${API}/season-clusters?genders=male,both&competitions=3,6`, s.seasonClusters);
    expect(joined).toEqual(repeated);
    const seasons = repeated.flatMap((c) => c.seasons);
    // Competition 3 is Kings League Spain, 6 the mixed Copa Kings & Queens.
    expect(seasons.map((x) => [x.competitionId, x.competition?.gender]).sort()).toEqual([
      [3, 'male'],
      [3, 'male'],
      [6, 'both'],
      [6, 'both'],
    ]);
    for (const season of seasons) expect(Array.isArray(season.metaInformation?.position_legend)).toBe(true);
    expect(repeated.filter((c) => c.isCurrent)).toHaveLength(1);
  });

  it('answers a season with its phases, groups, standings, turns and matches, names in the asked language', async () => {
    expect(detail.id).toBe(SEASON);
    expect(detail.competition?.id).toBe(3);
    expect(detail.phases).toHaveLength(2);
    const regular = detail.phases[0]!.groups[0]!;
    expect(regular.standings).toHaveLength(12);
    expect(regular.standings[0]!.team.logo?.url).toBe(`/media/teams/${regular.standings[0]!.team.id}.svg`);
    expect(regular.turns[0]!.name).toBe('Jornada 1');
    const english = await getJson(app, `${API}/seasons/${SEASON}?lang=en`, s.seasonDetail);
    expect(english.phases[0]!.groups[0]!.turns[0]!.name).toBe('Matchday 1');
    expect(english.phases[1]!.name).toBe('Play-offs');
  });

  it("answers a season's teams, players (by gender and category) and turn MVPs", async () => {
    const teams = await getJson(app, `${API}/seasons/${SEASON}/teams`, z.array(s.team));
    expect(
      teams
        .map((t) => t.id)
        .slice(0, 12)
        .sort((a, b) => a - b),
    ).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    const players = await getJson(
      app,
      `${API}/seasons/${SEASON}/players?${list('ctxGenders', ['male', 'both'])}`,
      z.array(s.playerWithTeam),
    );
    const squads = players.filter((p) => p.team);
    expect(squads).toHaveLength(12 * 13);
    expect(squads.every((p) => p.role !== null && p.metaInformation?.average)).toBe(true);
    // The draft's candidates nobody picked belong to the season on no team.
    expect(players.filter((p) => !p.team).map((p) => p.category)).toEqual(Array(24).fill('draft'));
    const women = await getJson(app, `${API}/seasons/${SEASON}/players?ctxGenders=female`, z.array(s.playerWithTeam));
    expect(women).toEqual([]);
    const draft = await getJson(app, `${API}/seasons/${SEASON}/players?categories=draft`, z.array(s.playerWithTeam));
    const wildcard = await getJson(
      app,
      `${API}/seasons/${SEASON}/players?categories=wildcard`,
      z.array(s.playerWithTeam),
    );
    expect(draft.every((p) => p.category === 'draft')).toBe(true);
    expect(wildcard.every((p) => p.category === 'wildcard')).toBe(true);
    expect(draft.length + wildcard.length).toBe(players.length);
    const turns = await getJson(app, `${API}/seasons/${SEASON}/players/turn-players?lang=en`, s.turnPlayers);
    expect(turns).toHaveLength(11 + 3);
    expect(turns[0]!.name).toBe('Matchday 1');
    expect(turns[0]!.player?.id).toBe(turns[0]!.mvpPlayerId);
    expect(turns.at(-1)!.player).toBeNull(); // the final is not played yet
  });

  it('answers player and team stat tables with paging', async () => {
    const page1 = await getJson(app, `${API}/seasons/${SEASON}/players/stats/GOL?pageSize=5&page=1`, s.playerStatsPage);
    const page2 = await getJson(app, `${API}/seasons/${SEASON}/players/stats/GOL?pageSize=5&page=2`, s.playerStatsPage);
    expect(page1.parameter.code).toBe('GOL');
    expect([page1.rankings.length, page2.rankings.length]).toEqual([5, 5]);
    expect(page1.total).toBeGreaterThan(10);
    expect(page1.rankings.at(-1)!.total).toBeGreaterThanOrEqual(page2.rankings[0]!.total);
    expect(page1.rankings[0]!.player?.team?.id).toBeTypeOf('number');
    const asc = await getJson(
      app,
      `${API}/seasons/${SEASON}/players/stats/GOL?orderBy=total&sortOrder=ASC&pageSize=100`,
      s.playerStatsPage,
    );
    expect(asc.rankings.map((r) => r.total)).toEqual([...asc.rankings.map((r) => r.total)].sort((a, b) => a - b));
    const teams = await getJson(app, `${API}/seasons/${SEASON}/teams/stats/GOL`, s.teamStatsPage);
    expect(teams.rankings).toHaveLength(12);
    expect(teams.rankings.every((r) => r.team && !r.player)).toBe(true);
  });

  it('answers the match centre, per turn, optionally for one team', async () => {
    const turns = await getJson(app, `${API}/seasons/${SEASON}/match-center-data?lang=es`, s.matchCenterData);
    expect(turns).toHaveLength(14);
    expect(turns[0]!.ended).toBe(true);
    expect(turns.at(-1)!.ended).toBe(false);
    const mine = await getJson(app, `${API}/seasons/${SEASON}/match-center-data?teamId=${TEAM}`, s.matchCenterData);
    const regular = mine.slice(0, 11);
    expect(
      regular.every(
        (t) =>
          t.matches.length === 1 &&
          [t.matches[0]!.participants.homeTeamId, t.matches[0]!.participants.awayTeamId].includes(TEAM),
      ),
    ).toBe(true);
  });

  it("answers a group's table and a turn's names", async () => {
    const group = detail.phases[0]!.groups[0]!;
    const table = await getJson(app, `${API}/groups/${group.id}`, s.groupStandings);
    expect(table.standings).toEqual(group.standings);
    const turn = group.turns[3]!;
    const info = await getJson(app, `${API}/turns/${turn.id}?lang=it`, s.turnInfo);
    expect(info).toMatchObject({ id: turn.id, name: 'Giornata 4', shortName: 'G4', start: turn.start });
  });
});

describe('matches', () => {
  it('answers an ended match with season, squads, stadium, events and stats', async () => {
    const match = await getJson(app, `${API}/matches/${ended.id}?competitionId=3&lang=es`, wholeDetail);
    expect(match.season.id).toBe(SEASON);
    expect(match.participants.homeTeam?.players.length).toBe(14); // 13 players and the president
    expect(match.participants.homeTeam?.players.filter((p) => p.role === null)).toHaveLength(1);
    expect(match.stadium?.name).toBe('Kings Arena Barcelona');
    expect(match.events.length).toBeGreaterThan(20);
    expect(match.events.every((e) => e.matchId === ended.id && /^KL_\d+_\d+$/.test(e.id))).toBe(true);
    expect(match.stats?.homeTeam.teamId).toBe(match.participants.homeTeamId);
    const goals = match.stats!.homeTeam.teamStats.find((x) => x.parameterCode === 'GOL')!;
    expect(goals.total).toBe(match.scores!.homeScore);
    expect(match.durations?.duration).toBe(40);
  });

  it('answers a live match with `live=true`, and a match not yet played without score or stats', async () => {
    const match = await getJson(app, `${API}/matches/${live.id}?live=true`, s.matchDetail);
    expect(match.status).toBe('inPlay1H');
    expect(match.currentMinute).toBe(10);
    const later = detail.phases[1]!.groups[0]!.turns[0]!.matches[0]!;
    const future = await getJson(app, `${API}/matches/${later.id}`, s.matchDetail);
    expect(future).toMatchObject({ status: 'notStarted', events: [], stats: null });
    expect(future.scores?.homeScore).toBeNull();
  });

  it("answers several of a season's matches at once, each as the season lists it, another season's left out", async () => {
    const matches = detail.phases.flatMap((p) => p.groups.flatMap((g) => g.turns.flatMap((t) => t.matches)));
    const other = (await getJson(app, `${API}/seasons/${PREVIOUS}`, s.seasonDetail)).phases[0]!.groups[0]!.turns[0]!
      .matches[0]!;
    const batch = await getJson(
      app,
      `${API}/seasons/${SEASON}/matches?ids=${live.id},${ended.id}&ids=${other.id}&ids=${live.id}&live=true`,
      z.array(s.matchSummary),
    );
    expect(batch).toEqual([live, ended].map((m) => matches.find((x) => x.id === m.id)));
    // What a card shows of a match on now, as its own call has it.
    const one = await getJson(app, `${API}/matches/${live.id}?live=true`, s.matchDetail);
    const shown = (m: s.MatchSummary) => [
      m.status,
      m.currentMinute,
      m.scores,
      m.date,
      m.participants.homeTeam?.name,
      m.participants.awayTeam?.name,
    ];
    expect(shown(batch[0]!)).toEqual(shown(one));
  });

  it("answers France's match 1704 of the public capture: Wolf Pack FC v PANAM ALL STARZ, season 35", async () => {
    const match = await getJson(app, `${API}/matches/1704`, s.matchDetail);
    expect(match).toMatchObject({ seasonId: 35, participants: { homeTeamId: 174, awayTeamId: 175 } });
    expect(match.participants.homeTeam?.name).toBe('Wolf Pack FC');
  });
});

describe('teams and players', () => {
  it('answers a team with its current seasons, its seasons and its staff', async () => {
    const team = await getJson(app, `${API}/teams/${TEAM}`, s.teamDetail);
    expect(team.name).toBe('1K FC');
    expect(team.currentSeasons.map((x) => x.id)).toContain(SEASON);
    expect(team.currentSeasons.every((x) => x.isCurrent)).toBe(true);
    const seasons = await getJson(app, `${API}/teams/${TEAM}/seasons`, s.seasons);
    expect(seasons.map((x) => x.id)).toEqual(expect.arrayContaining([PREVIOUS, SEASON]));
    const staff = await getJson(app, `${API}/teams/${TEAM}/staffs`, s.staffList);
    expect(staff.staffs.map((x) => x.role).sort()).toEqual(['coach', 'president']);
    expect(await getJson(app, `${API}/teams/${TEAM}/season-data/${SEASON}/staffs`, s.staffList)).toEqual(staff);
    // The season's staff in one answer (docs/upstream-extensions.md) agrees with each team's.
    const season = await getJson(app, `${API}/seasons/${SEASON}/staffs`, s.seasonStaffList);
    expect(season.staffs.filter((x) => x.teamId === TEAM).map(({ teamId: _team, ...rest }) => rest)).toEqual(
      staff.staffs,
    );
    expect(new Set(season.staffs.map((x) => x.teamId)).size).toBeGreaterThan(10);
  });

  it("answers a team's season data: matches, stats and players", async () => {
    const matches = await getJson(app, `${API}/teams/${TEAM}/season-data/${SEASON}/matches`, z.array(s.matchSummary));
    expect(matches).toHaveLength(11); // the play-off slots are not decided yet
    expect(matches.every((m) => [m.participants.homeTeamId, m.participants.awayTeamId].includes(TEAM))).toBe(true);
    const stats = await getJson(app, `${API}/teams/${TEAM}/season-data/${SEASON}/stats`, s.rankingList);
    expect(stats.rankings.map((r) => r.parameter.code)).toContain('GOL');
    expect(stats.rankings.every((r) => r.team?.id === TEAM)).toBe(true);
    const players = await getJson(app, `${API}/teams/${TEAM}/season-data/${SEASON}/players`, z.array(s.player));
    expect(players.filter((p) => p.role !== null)).toHaveLength(13);
    expect(players.find((p) => p.role === null)?.metaInformation?.category).toBe('president');
  });

  it("answers a player's season stats", async () => {
    const top = (await getJson(app, `${API}/seasons/${SEASON}/players/stats/GOL?pageSize=1`, s.playerStatsPage))
      .rankings[0]!;
    const stats = await getJson(app, `${API}/players/${top.player!.id}/season-data/${SEASON}/stats`, s.rankingList);
    expect(stats.rankings.find((r) => r.parameter.code === 'GOL')).toMatchObject({ total: top.total, ranking: 1 });
  });

  it("answers a player's matches of a season: as many as the matches played, goals adding up to the season's", async () => {
    const top = (await getJson(app, `${API}/seasons/${SEASON}/players/stats/GOL?pageSize=1`, s.playerStatsPage))
      .rankings[0]!;
    const id = top.player!.id;
    const { matches } = await getJson(app, `${API}/players/${id}/season-data/${SEASON}/matches`, s.playerMatches);
    const stats = await getJson(app, `${API}/players/${id}/season-data/${SEASON}/stats`, s.rankingList);
    const total = (code: string) => stats.rankings.find((r) => r.parameter.code === code)?.total ?? 0;
    expect(matches).toHaveLength(total('PG'));
    expect(matches.reduce((n, m) => n + m.goals, 0)).toBe(total('GOL'));
    expect(matches.every((m) => m.match.seasonId === SEASON && m.teamId === top.player!.team!.id)).toBe(true);
  });

  it("answers every player's season stats at once, the same lines as each player's without the objects", async () => {
    const all = await getJson(app, `${API}/seasons/${SEASON}/players/season-stats`, s.seasonPlayerStats);
    expect(all.players.length).toBeGreaterThan(100);
    for (const { playerId, rankings } of all.players.slice(0, 30)) {
      const one = await getJson(app, `${API}/players/${playerId}/season-data/${SEASON}/stats`, s.rankingList);
      expect(rankings).toEqual(one.rankings.map((r) => ({ ...r, player: null, team: null })));
    }
  });

  it("answers a player's seasons, each with the player as that season lists them, season 13's guest clubs included", async () => {
    const listed = await getJson(app, `${API}/seasons/${SEASON}/players`, z.array(s.playerWithTeam));
    const one = listed.find((p) => p.team?.id === TEAM)!;
    const { seasons } = await getJson(app, `${API}/players/${one.id}/season-data`, s.playerSeasonList);
    expect(seasons.map((x) => x.seasonId)).toEqual(expect.arrayContaining([PREVIOUS, SEASON]));
    for (const { seasonId, player } of seasons) {
      const list = await getJson(app, `${API}/seasons/${seasonId}/players`, z.array(s.playerWithTeam));
      expect(list.find((p) => p.id === one.id)).toEqual(player);
    }
    // Season 13's list leaves out its guest clubs; their players belong to it all the same.
    const guests = await getJson(app, `${API}/seasons/13/teams`, z.array(s.team));
    const guest = (await getJson(app, `${API}/teams/5/season-data/13/players`, z.array(s.player))).find(
      (p) => p.role !== null,
    )!;
    expect(guests.map((t) => t.id)).not.toContain(5);
    const ofGuest = await getJson(app, `${API}/players/${guest.id}/season-data`, s.playerSeasonList);
    expect(ofGuest.seasons.find((x) => x.seasonId === 13)?.player).toMatchObject({ ...guest, team: { id: 5 } });
    // Kept to the genders asked for, as the season's list is.
    expect(await getJson(app, `${API}/players/${one.id}/season-data?ctxGenders=female`, s.playerSeasonList)).toEqual({
      seasons: [],
    });
  });

  it("answers several tables' first pages at once, each as its own call gives it", async () => {
    const genders = list('ctxGenders', ['male', 'both']);
    const batch = await getJson(
      app,
      `${API}/seasons/${SEASON}/stats/first-pages?${genders}&pageSize=20&players=GOL:TIR-S&players=ASS-V&players=NOPE&teams=TIR:TIR-S:GOL`,
      s.statsFirstPages,
    );
    expect(batch.players.map((p) => p.table)).toEqual(['GOL:TIR-S', 'ASS-V', 'NOPE']);
    expect(batch.players[0]!.page).toEqual(
      await getJson(
        app,
        `${API}/seasons/${SEASON}/players/stats/GOL?orderBy=ranking&sortOrder=ASC&pageSize=20&page=1&${genders}&withCodes=TIR-S`,
        s.playerStatsPage,
      ),
    );
    expect(batch.players[1]!.page).toEqual(
      await getJson(
        app,
        `${API}/seasons/${SEASON}/players/stats/ASS-V?orderBy=ranking&sortOrder=ASC&pageSize=20&page=1&${genders}`,
        s.playerStatsPage,
      ),
    );
    expect(batch.players[2]!.page).toBeNull();
    expect(batch.teams).toEqual([
      {
        table: 'TIR:TIR-S:GOL',
        page: await getJson(
          app,
          `${API}/seasons/${SEASON}/teams/stats/TIR?orderBy=ranking&sortOrder=ASC&withCodes=TIR-S&withCodes=GOL`,
          s.teamStatsPage,
        ),
      },
    ]);
    expect(batch.players[0]!.page!.rankings.length).toBe(20);
  });

  it('answers the cards teaser of /api/stats: yellow cards, ties broken by red cards', async () => {
    const query = `${list('ctxGenders', ['male', 'both'])}&season=${SEASON}&type=players&mainCode=CRT-G&secondaryCodes=CRT-R&orderBy=ranking&sortOrder=ASC`;
    const rows = await getJson(app, `/api/stats?${query}`, s.rankings);
    expect(rows.length).toBeGreaterThan(3);
    expect(rows.every((r) => r.parameter.code === 'CRT-G' && r.player?.gender === 'male')).toBe(true);
    for (let i = 1; i < rows.length; i++) expect(rows[i]!.ranking).toBeGreaterThanOrEqual(rows[i - 1]!.ranking);
    expect(rows[0]!.total).toBe(Math.max(...rows.map((r) => r.total)));
  });
});

describe('unknown ids and stat codes', () => {
  it.each([
    `${API}/seasons/99999`,
    `${API}/seasons/99999/teams`,
    `${API}/seasons/99999/players`,
    `${API}/seasons/99999/players/turn-players`,
    `${API}/seasons/99999/players/stats/GOL`,
    `${API}/seasons/99999/teams/stats/GOL`,
    `${API}/seasons/99999/match-center-data`,
    `${API}/matches/99999`,
    `${API}/matches/2100?competitionId=4`,
    `${API}/teams/99999`,
    `${API}/teams/99999/seasons`,
    `${API}/teams/99999/staffs`,
    `${API}/teams/1/season-data/99999/matches`,
    `${API}/teams/1/season-data/42/players`,
    `${API}/teams/99999/season-data/41/stats`,
    `${API}/teams/1/season-data/99999/staffs`,
    `${API}/groups/99999`,
    `${API}/turns/99999`,
    `${API}/players/9999999/season-data/41/stats`,
    `${API}/players/9999999/season-data`,
    `${API}/seasons/99999/stats/first-pages?players=GOL`,
    `${API}/seasons/99999/players/season-stats`,
    `${API}/seasons/99999/matches?ids=2100`,
    `${API}/seasons/41/match-center-data?teamId=99999`,
    '/api/stats?season=99999&mainCode=GOL',
    `${API}/nothing-here`,
    '/media/teams/99999.svg',
    `${API}/seasons/41/players/stats/NOPE`,
    `${API}/seasons/41/teams/stats/gol`,
  ])('%s answers 404 with a JSON message', async (url) => {
    const res = await app.inject(url);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: expect.any(String) });
  });
});

describe('bad input', () => {
  it.each([
    `${API}/seasons/41/players/stats/GOL?pageSize=abc`,
    `${API}/seasons/41/players/stats/GOL?page=-1`,
    `${API}/seasons/41/players/stats/GOL?page=0`,
    `${API}/seasons/41/players/stats/GOL?pageSize=1000`,
    `${API}/seasons/41/players/stats/GOL?page=1&page=2`,
    `${API}/seasons/41/players/stats/GOL?sortOrder=sideways`,
    `${API}/seasons/41/players/stats/GOL?orderBy=name`,
    `${API}/seasons/abc`,
    `${API}/seasons/-1`,
    `${API}/seasons/1e3`,
    `${API}/matches/2100.5`,
    `${API}/teams/abc/seasons`,
    `${API}/teams/1/season-data/x/matches`,
    `${API}/groups/1%200`,
    `${API}/players/abc/season-data/41/stats`,
    `${API}/season-clusters?genders=robot`,
    `${API}/season-clusters?competitions=three`,
    `${API}/seasons/41?lang=xx`,
    `${API}/seasons/41/players?categories=legend`,
    `${API}/seasons/41/players?ctxGenders=all`,
    `${API}/players/12/season-data?ctxGenders=all`,
    `${API}/seasons/41/stats/first-pages?players=GOL:NOPE`,
    `${API}/seasons/41/stats/first-pages?pageSize=0`,
    `${API}/matches/2100?live=maybe`,
    `${API}/seasons/41/matches`,
    `${API}/seasons/41/matches?ids=abc`,
    `${API}/seasons/41/matches?ids=${Array.from({ length: 51 }, (_, i) => 2100 + i).join(',')}`,
    `${API}/matches/2100?competitionId=abc`,
    `${API}/seasons/41/match-center-data?teamId=one`,
    '/api/stats',
    '/api/stats?season=41&mainCode=NOPE',
    '/api/stats?season=41&mainCode=GOL&secondaryCodes=XX',
    '/api/stats?season=41&mainCode=GOL&type=coaches',
    `${API}/seasons/%E0%A4%A`,
  ])('%s answers 400 with a JSON message', async (url) => {
    const res = await app.inject(url);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(expect.objectContaining({ message: expect.any(String) }));
  });
});

describe('odd input', () => {
  const PATHS = [
    `${API}/season-clusters`,
    `${API}/seasons/41`,
    `${API}/seasons/41/players`,
    `${API}/seasons/41/players/stats/GOL`,
    `${API}/seasons/41/teams/stats/GOL`,
    `${API}/seasons/41/match-center-data`,
    `${API}/matches/2144`,
    `${API}/turns/1`,
    '/api/stats?season=41&mainCode=GOL',
    '/cms/kings-espana/wp-json/wp/v2/posts',
  ];
  const PARAMS = [
    'genders',
    'competitions',
    'lang',
    'ctxGenders',
    'categories',
    'orderBy',
    'sortOrder',
    'pageSize',
    'page',
    'teamId',
    'live',
    'competitionId',
    'season',
    'type',
    'mainCode',
    'secondaryCodes',
    'per_page',
    'slug',
    '__proto__',
  ];

  it('answers an odd query value with 200 or a 400 naming the parameter, always as JSON', async () => {
    let refused = 0;
    for (const path of PATHS) {
      for (const key of PARAMS) {
        for (const value of ['', 'abc', '-1', '%E0%A4%A']) {
          const url = `${path}${path.includes('?') ? '&' : '?'}${key}=${value}`;
          const res = await app.inject(url);
          expect(res.headers['content-type'], url).toMatch(/^application\/json/);
          if (res.statusCode === 200) continue;
          refused++;
          expect(res.statusCode, url).toBe(400);
          // "team id must be…" names teamId too.
          expect((res.json() as { message: string }).message.replace(/ /g, '').toLowerCase(), url).toContain(
            key.toLowerCase(),
          );
        }
      }
    }
    expect(refused).toBeGreaterThan(0);
  });
});
