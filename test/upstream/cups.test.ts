import { afterAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import * as s from '../../src/shared/api/index.js';
import { raceStatus } from '../../src/upstream/league/race.js';
import { ANCHOR, API, getJson, isEnded, movableClock, NOW, upstream } from './helpers.js';

/** docs/upstream-extensions.md, World cups: the calls the world cup, King of Kings and Finalissima pages read. */
const time = movableClock();
const app = upstream({ clock: time.clock });
afterAll(() => app.close());
const DAY = 86_400_000;

const slot = z
  .union([z.object({ groupId: z.number(), rank: z.number() }), z.object({ winnerOf: z.number() })])
  .nullable();
const bracket = z.object({
  seasonId: z.number(),
  rounds: z.array(
    z.object({
      groupId: z.number(),
      turnId: z.number(),
      kind: z.string(),
      name: z.string(),
      matches: z.array(z.object({ matchId: z.number(), home: slot, away: slot })),
    }),
  ),
});

describe("a season's bracket", () => {
  it('names each quarter-final side of a world cup by its group and place, and later rounds by the match they win', async () => {
    time.set(NOW.getTime());
    const b = await getJson(app, `${API}/seasons/13/bracket?lang=en`, bracket);
    const season = await getJson(app, `${API}/seasons/14`, s.seasonDetail);
    const groups = season.phases[0]!.groups.map((g) => g.id);
    expect(b.rounds.map((r) => [r.kind, r.name, r.matches.length])).toEqual([
      ['quarterfinal', 'Quarter-finals', 4],
      ['semifinal', 'Semi-finals', 2],
      ['final', 'Final', 1],
    ]);
    expect(b.rounds[0]!.matches.map((m) => [m.home, m.away])).toEqual([
      [
        { groupId: groups[0], rank: 1 },
        { groupId: groups[1], rank: 2 },
      ],
      [
        { groupId: groups[2], rank: 1 },
        { groupId: groups[3], rank: 2 },
      ],
      [
        { groupId: groups[1], rank: 1 },
        { groupId: groups[0], rank: 2 },
      ],
      [
        { groupId: groups[3], rank: 1 },
        { groupId: groups[2], rank: 2 },
      ],
    ]);
    const qf = b.rounds[0]!.matches.map((m) => m.matchId);
    expect(b.rounds[1]!.matches.map((m) => [m.home, m.away])).toEqual([
      [{ winnerOf: qf[0] }, { winnerOf: qf[1] }],
      [{ winnerOf: qf[2] }, { winnerOf: qf[3] }],
    ]);
  });

  it("names a league's quarter-final sides by their place in its one table", async () => {
    const b = await getJson(app, `${API}/seasons/41/bracket`, bracket);
    const table = (await getJson(app, `${API}/seasons/41`, s.seasonDetail)).phases[0]!.groups[0]!.id;
    expect(b.rounds[0]!.matches.map((m) => [m.home, m.away])).toEqual(
      [
        [1, 8],
        [4, 5],
        [2, 7],
        [3, 6],
      ].map(([h, a]) => [
        { groupId: table, rank: h },
        { groupId: table, rank: a },
      ]),
    );
  });
});

describe("a season's stadiums", () => {
  it('lists where a world cup plays its groups, then its knockout rounds, with how many matches and when', async () => {
    const venues = await getJson(app, `${API}/seasons/13/stadiums`);
    expect(venues.map((v: { name: string; matches: number }) => [v.name, v.matches])).toEqual([
      ['Kings World Cup Arena', 24],
      ['Kings Arena Ciudad de México', 7],
    ]);
    expect(Date.parse(venues[0].firstMatch)).toBeLessThan(Date.parse(venues[1].firstMatch));
  });
});

describe('the King of Kings race', () => {
  const race = z.object({
    seasonId: z.number(),
    places: z.number(),
    complete: z.boolean(),
    standings: z.array(
      z.object({
        rank: z.number(),
        team: s.team,
        points: z.number(),
        played: z.number(),
        remaining: z.number(),
        maxPoints: z.number(),
        status: z.enum(['qualified', 'in', 'contending', 'out']),
      }),
    ),
    qualified: z.array(s.team),
    fixtures: z.array(s.matchSummary),
  });

  it('counts the same points as the league table, and lists the matches still to decide it', async () => {
    time.set(NOW.getTime());
    const r = await getJson(app, `${API}/seasons/41/king-of-kings-race?lang=en`, race);
    const table = (await getJson(app, `${API}/seasons/41`, s.seasonDetail)).phases[0]!.groups[0]!.standings;
    expect(r.standings.map((x) => [x.team.id, x.points, x.played])).toEqual(
      table.map((x) => [x.team.id, x.points, x.gameTotal]),
    );
    expect(r.places).toBe(2);
    expect(r.complete).toBe(false);
    expect(r.standings.slice(0, 2).every((x) => x.status === 'in' || x.status === 'qualified')).toBe(true);
    expect(r.fixtures.length).toBeGreaterThan(0);
    expect(r.fixtures.every((m) => !isEnded(m.status))).toBe(true);
  });

  it('qualifies the first two once nobody can catch them, and then has no fixture left that decides it', async () => {
    // A month on, only matches that follow the clock and a postponed one are still to finish.
    time.set(Date.parse(`${ANCHOR}T12:00:00Z`) + 30 * DAY);
    const r = await getJson(app, `${API}/seasons/44/king-of-kings-race`, race);
    expect(r.standings.map((x) => x.status)).toEqual(r.standings.map((x) => (x.rank <= 2 ? 'qualified' : 'out')));
    expect(r.qualified.map((t) => t.id)).toEqual(r.standings.slice(0, 2).map((x) => x.team.id));
    expect(r.fixtures).toEqual([]);
    time.set(NOW.getTime());
  });

  it('is only run by the Kings leagues of Spain and the Americas', async () => {
    for (const id of [42, 20, 50])
      expect((await app.inject(`${API}/seasons/${id}/king-of-kings-race`)).statusCode).toBe(404);
  });

  it.each([
    // A clear leader with nobody able to catch it; a race still open; a team that cannot reach the places.
    ['leader out of reach', { teamId: 1, rank: 1, points: 30, maxPoints: 33 }, false, 'qualified'],
    ['in the places, caught if it loses', { teamId: 2, rank: 2, points: 20, maxPoints: 29 }, false, 'in'],
    ['behind, can still get there', { teamId: 3, rank: 3, points: 18, maxPoints: 27 }, false, 'contending'],
    ['behind, cannot reach second place', { teamId: 4, rank: 4, points: 5, maxPoints: 14 }, false, 'out'],
    ['season over, second', { teamId: 2, rank: 2, points: 20, maxPoints: 20 }, true, 'qualified'],
    ['season over, third', { teamId: 3, rank: 3, points: 18, maxPoints: 18 }, true, 'out'],
  ] as const)('gives the status of a team: %s', (_label, row, complete, status) => {
    const rows = [
      { teamId: 1, points: 30, maxPoints: 33 },
      { teamId: 2, points: 20, maxPoints: 29 },
      { teamId: 3, points: 18, maxPoints: 27 },
      { teamId: 4, points: 5, maxPoints: 14 },
    ];
    expect(raceStatus(row, rows, 2, complete)).toBe(status);
  });
});

describe('the Finalissima', () => {
  const editions = z.array(
    z.object({
      season: s.season,
      stadium: z.object({ id: z.number(), name: z.string() }),
      match: s.matchSummary,
      road: z.object({
        home: z.object({ competitionId: z.number(), seasonId: z.number(), matchId: z.number() }).nullable(),
        away: z.object({ competitionId: z.number(), seasonId: z.number(), matchId: z.number() }).nullable(),
      }),
    }),
  );

  it("lists its editions, newest first: today's final between the champions of both Queens leagues, and last year's", async () => {
    time.set(NOW.getTime());
    const [current, previous] = await getJson(app, `${API}/finalissima?lang=en`, editions);
    expect(current!.season.isCurrent).toBe(true);
    expect(current!.road).toMatchObject({
      home: { competitionId: 4, seasonId: 21 },
      away: { competitionId: 12, seasonId: 25 },
    });
    const champions = await Promise.all(
      [21, 25].map(async (id) => (await getJson(app, `${API}/seasons/${id}`, s.seasonDetail)).winnerTeamId),
    );
    expect([current!.match.participants.homeTeamId, current!.match.participants.awayTeamId]).toEqual(champions);
    expect(current!.stadium.name).toBe('Kings Arena Barcelona');
    expect(previous!.road).toEqual({ home: null, away: null });
    expect(isEnded(previous!.match.status)).toBe(true);
    expect(previous!.season.winnerTeamId).not.toBeNull();
  });

  it("plays today's final at 19:00 UTC, live through the match call like any other", async () => {
    time.set(Date.parse(`${ANCHOR}T19:10:00Z`));
    const [current] = await getJson(app, `${API}/finalissima`, editions);
    expect(current!.match.status).toBe('inPlay1H');
    const detail = await getJson(app, `${API}/matches/${current!.match.id}?live=true`, s.matchDetail);
    expect(detail).toMatchObject({ status: 'inPlay1H', season: { competitionId: 30 } });
    time.set(NOW.getTime());
  });
});
