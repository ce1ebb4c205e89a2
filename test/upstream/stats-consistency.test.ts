import { afterAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import * as s from '../../src/shared/api/index.js';
import { phasesSeasonId } from '../../src/shared/league/season-teams.js';
import { API, codes, getJson, isEnded, REGIONS, upstream } from './helpers.js';

/**
 * Every figure of the statistics pages is what the match pages show, over the whole dataset:
 * a player's total in a table is the count of their events in the season's match timelines
 * (per half as well), and a team's is the sum of its match pages' statistics. Checked for every
 * season of every region of both contexts.
 */
const app = upstream();
afterAll(() => app.close());

/** What a match page shows: its timeline and its statistics (the squads are not read here). */
const matchPage = s.matchSummary.extend({ events: z.array(s.matchEvent), stats: s.matchDetail.shape.stats });
type MatchPage = z.infer<typeof matchPage>;

const competitionIds = [...new Set(REGIONS.flatMap((r) => r.region.competitionId))];
const clusters = await getJson(
  app,
  `${API}/season-clusters?${competitionIds.map((id) => `competitions=${id}`).join('&')}`,
  s.seasonClusters,
);
const SEASONS = clusters.flatMap((c) => c.seasons).map((x) => x.id);

/** Codes counted one per event: the player tables' figures. */
const EVENT_CODES = [
  'GOL',
  'ASS-V',
  'MVP',
  'TIR',
  'TIR-S',
  'PAS',
  'PAS-R',
  'DRB',
  'CRN',
  'REC',
  'INT',
  'FAL',
  'PAR',
  'CRT-G',
  'CRT-R',
  'GOL-OG',
];
/** The team tables' codes, each also a line of a match page's team statistics. */
const TEAM_CODES = [...EVENT_CODES.filter((c) => c !== 'MVP' && c !== 'ASS-V'), 'GOL-C', 'GOL-P'];

/** A table's lines as these checks read them: the figures and who they are for (the site's schemas check the rest elsewhere). */
const line = z.object({
  total: z.number(),
  total1T: z.number(),
  total2T: z.number(),
  player: z.object({ id: z.number() }).nullable(),
});
const linesPage = z.object({ total: z.number(), rankings: z.array(line) });
type Line = z.infer<typeof line>;

async function playerTable(seasonId: number, code: string): Promise<Line[]> {
  const out: Line[] = [];
  for (let page = 1; ; page++) {
    const body = await getJson(
      app,
      `${API}/seasons/${seasonId}/players/stats/${code}?pageSize=100&page=${page}`,
      linesPage,
    );
    out.push(...body.rankings);
    if (out.length >= body.total) return out;
  }
}

const played = new Map<number, Promise<MatchPage>>();

async function endedMatches(seasonId: number): Promise<MatchPage[]> {
  const host = await getJson(app, `${API}/seasons/${phasesSeasonId(seasonId)}`, s.seasonDetail);
  const ended = host.phases
    .flatMap((p) => p.groups.flatMap((g) => g.turns.flatMap((t) => t.matches)))
    .filter((m) => isEnded(m.status));
  return Promise.all(
    ended.map((m) => {
      if (!played.has(m.id)) played.set(m.id, getJson(app, `${API}/matches/${m.id}`, matchPage));
      return played.get(m.id)!;
    }),
  );
}

/** Per player, a code's count in the timelines (an own goal is never the player's goal), optionally in one half. */
function fromTimelines(matches: readonly MatchPage[], code: string, half?: number): Map<number, number> {
  const totals = new Map<number, number>();
  for (const e of matches.flatMap((m) => m.events)) {
    const c = codes(e);
    if (!c.includes(code) || (code === 'GOL' && c.includes('GOL-OG')) || (half !== undefined && e.half !== half))
      continue;
    totals.set(e.playerId!, (totals.get(e.playerId!) ?? 0) + 1);
  }
  return totals;
}

/** Per team, the sum of a code over its match pages' statistics: total and each half. */
function fromMatchPages(matches: readonly MatchPage[], code: string): Map<number, [number, number, number]> {
  const sums = new Map<number, [number, number, number]>();
  for (const m of matches) {
    for (const side of [m.stats!.homeTeam, m.stats!.awayTeam]) {
      const line = side.teamStats.find((x) => x.parameterCode === code)!;
      const [t, a, b] = sums.get(side.teamId) ?? [0, 0, 0];
      sums.set(side.teamId, [t + line.total, a + line.total1T!, b + line.total2T!]);
    }
  }
  return sums;
}

const table = (rows: readonly Line[], value: (r: Line) => number = (r) => r.total) =>
  new Map(rows.map((r) => [r.player!.id, value(r)]));
const positive = (m: Map<number, number>) => new Map([...m].filter(([, v]) => v > 0));

describe.each(SEASONS)('season %i', (id) => {
  let cached: Promise<MatchPage[]> | undefined;
  const matches = () => (cached ??= endedMatches(id));

  it('every player table: each total, and each half, is the count in the match timelines', async () => {
    const ended = await matches();
    for (const code of EVENT_CODES) {
      const rows = await playerTable(id, code);
      expect(table(rows), code).toEqual(fromTimelines(ended, code));
      expect(positive(table(rows, (r) => r.total1T)), `${code}, first half`).toEqual(fromTimelines(ended, code, 1));
      expect(positive(table(rows, (r) => r.total2T)), `${code}, second half`).toEqual(fromTimelines(ended, code, 2));
    }
  });

  it("player goals: the figures beside them (`withCodes`) are the timelines' too", async () => {
    const ended = await matches();
    const page = await getJson(
      app,
      `${API}/seasons/${id}/players/stats/GOL?pageSize=100&withCodes=TIR-S,GOL-OG`,
      s.playerStatsPage,
    );
    const shots = fromTimelines(ended, 'TIR-S');
    const own = fromTimelines(ended, 'GOL-OG');
    for (const r of page.rankings) {
      expect(
        r.withStats?.map((w) => [w.parameter.code, w.total]),
        `player ${r.player!.id}`,
      ).toEqual([
        ['TIR-S', shots.get(r.player!.id) ?? 0],
        ['GOL-OG', own.get(r.player!.id) ?? 0],
      ]);
    }
  });

  it('every team table: each total, and each half, is the sum over its match pages', async () => {
    const ended = await matches();
    for (const code of TEAM_CODES) {
      const body = await getJson(app, `${API}/seasons/${id}/teams/stats/${code}`, s.teamStatsPage);
      expect(new Map(body.rankings.map((r) => [r.team!.id, [r.total, r.total1T, r.total2T]])), code).toEqual(
        fromMatchPages(ended, code),
      );
    }
  });

  it("team cards and shoot-out goals: the sum over its matches' timelines and scores", async () => {
    const ended = await matches();
    const cards = new Map<number, [number, number]>();
    const shootout = new Map<number, number>();
    for (const m of ended) {
      for (const [team, goals] of [
        [m.participants.homeTeamId!, m.scores!.homeScoreP],
        [m.participants.awayTeamId!, m.scores!.awayScoreP],
      ] as const) {
        if (!cards.has(team)) cards.set(team, [0, 0]);
        shootout.set(team, (shootout.get(team) ?? 0) + (goals ?? 0));
      }
      for (const e of m.events) {
        const c = codes(e);
        const tally = cards.get(e.teamId!)!;
        if (c.includes('CRT-G')) tally[0]++;
        if (c.includes('CRT-R')) tally[1]++;
      }
    }
    const body = await getJson(app, `${API}/seasons/${id}/teams/stats/CRT-G?withCodes=CRT-R`, s.teamStatsPage);
    expect(new Map(body.rankings.map((r) => [r.team!.id, [r.total, r.withStats![0]!.total]]))).toEqual(cards);
    const kicks = await getJson(app, `${API}/seasons/${id}/teams/stats/GOL-P`, s.teamStatsPage);
    expect(new Map(kicks.rankings.map((r) => [r.team!.id, r.total]))).toEqual(shootout);
  });

  it('the discipline ranking of /api/stats: yellow and red cards of the timelines, a red card alone included', async () => {
    const ended = await matches();
    const rows = await getJson(
      app,
      `/api/stats?season=${id}&type=players&mainCode=CRT-G&secondaryCodes=CRT-R`,
      s.rankings,
    );
    const [yellow, red] = [fromTimelines(ended, 'CRT-G'), fromTimelines(ended, 'CRT-R')];
    expect(new Set(rows.map((r) => r.player!.id))).toEqual(new Set([...yellow.keys(), ...red.keys()]));
    for (const r of rows) {
      expect([r.total, r.secondaryStats![0]!.total], `player ${r.player!.id}`).toEqual([
        yellow.get(r.player!.id) ?? 0,
        red.get(r.player!.id) ?? 0,
      ]);
    }
  });

  it("a finished season's best goalkeeper made the most saves of its save table", async () => {
    const season = await getJson(app, `${API}/seasons/${id}`, s.seasonDetail);
    if (!season.finished) return;
    const saves = table(await playerTable(id, 'PAR'));
    expect(saves.get(Number(season.metaInformation?.best_goalkeeper_id))).toBe(Math.max(...saves.values()));
  });

  it('each matchday MVP played in that matchday', async () => {
    const ended = await matches();
    const byId = new Map(ended.map((m) => [m.id, m]));
    const host = await getJson(app, `${API}/seasons/${phasesSeasonId(id)}`, s.seasonDetail);
    const turns = await getJson(app, `${API}/seasons/${id}/players/turn-players`, s.turnPlayers);
    const all = host.phases.flatMap((p) => p.groups.flatMap((g) => g.turns));
    for (const turn of turns.filter((t) => t.mvpPlayerId !== null)) {
      const events = all.find((t) => t.id === turn.id)!.matches.flatMap((m) => byId.get(m.id)?.events ?? []);
      expect(
        events.some((e) => e.playerId === turn.mvpPlayerId),
        `turn ${turn.id}`,
      ).toBe(true);
    }
  });
});
