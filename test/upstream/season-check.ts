import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { z } from 'zod';
import * as s from '../../src/shared/api/index.js';
import { phasesSeasonId } from '../../src/shared/league/season-teams.js';
import { API, codes, getJson, goalsFromEvents, isEnded } from './helpers.js';

/**
 * The part of a match detail these checks read, through the site's own schemas for a summary
 * and an event (endpoints.test.ts checks whole details; parsing 1,400 squads again buys nothing).
 */
const playedMatch = s.matchSummary.extend({ events: z.array(s.matchEvent) });
export type PlayedMatch = z.infer<typeof playedMatch>;

/** A season as the site sees it: its record, the phases holding its matches, its ended matches with their events. */
export interface SeasonView {
  season: s.SeasonDetail;
  phases: s.Phase[];
  matches: s.MatchSummary[];
  ended: PlayedMatch[];
}

/** Seasons 13 and 14 share their matches: each is read once. */
const played = new Map<number, Promise<PlayedMatch>>();

export async function loadSeason(app: FastifyInstance, id: number): Promise<SeasonView> {
  const season = await getJson(app, `${API}/seasons/${id}`, s.seasonDetail);
  // docs/spec.md §9: season 13's matches live in season 14's phases.
  const host =
    phasesSeasonId(id) === id ? season : await getJson(app, `${API}/seasons/${phasesSeasonId(id)}`, s.seasonDetail);
  const matches = host.phases.flatMap((p) => p.groups.flatMap((g) => g.turns.flatMap((t) => t.matches)));
  const ended: PlayedMatch[] = [];
  for (const m of matches.filter((x) => isEnded(x.status))) {
    if (!played.has(m.id)) played.set(m.id, getJson(app, `${API}/matches/${m.id}`, playedMatch));
    ended.push(await played.get(m.id)!);
  }
  return { season, phases: host.phases, matches, ended };
}

interface Row {
  points: number;
  played: number;
  won: number;
  penaltyWon: number;
  penaltyLost: number;
  lost: number;
  goalsFor: number;
  goalsAgainst: number;
}

/** Kings rules: 3 for a win, 2 for a shoot-out win, 1 for a shoot-out loss, 0 for a loss; the shoot-out is in the P scores. */
export function recomputeTable(matches: readonly s.MatchSummary[]): Map<number, Row> {
  const rows = new Map<number, Row>();
  const row = (id: number) => {
    if (!rows.has(id))
      rows.set(id, {
        points: 0,
        played: 0,
        won: 0,
        penaltyWon: 0,
        penaltyLost: 0,
        lost: 0,
        goalsFor: 0,
        goalsAgainst: 0,
      });
    return rows.get(id)!;
  };
  for (const m of matches) {
    const [home, away] = [row(m.participants.homeTeamId!), row(m.participants.awayTeamId!)];
    if (!isEnded(m.status)) continue;
    const sc = m.scores!;
    const shootout = sc.homeScoreP !== null;
    const homeWon = shootout ? sc.homeScoreP! > sc.awayScoreP! : sc.homeScore! > sc.awayScore!;
    for (const [r, won, scored, conceded] of [
      [home, homeWon, sc.homeScore!, sc.awayScore!],
      [away, !homeWon, sc.awayScore!, sc.homeScore!],
    ] as const) {
      r.played++;
      r.goalsFor += scored;
      r.goalsAgainst += conceded;
      const kind = shootout ? (won ? 'penaltyWon' : 'penaltyLost') : won ? 'won' : 'lost';
      r[kind]++;
      r.points += { won: 3, penaltyWon: 2, penaltyLost: 1, lost: 0 }[kind];
    }
  }
  return rows;
}

/** The table as served equals the one recomputed from results, ranked by points, goal difference, goals scored. */
export function expectStandings(standings: readonly s.Standing[], matches: readonly s.MatchSummary[]): void {
  const expected = recomputeTable(matches);
  expect(standings).toHaveLength(expected.size);
  standings.forEach((st, i) => {
    expect(st.rank).toBe(i + 1);
    expect(
      {
        points: st.points,
        played: st.gameTotal,
        won: st.gameWon,
        penaltyWon: st.gamePenaltyWon,
        penaltyLost: st.gamePenaltyLost,
        lost: st.gameLost,
        goalsFor: st.goalPro,
        goalsAgainst: st.goalAgainst,
      },
      `team ${st.team.id}`,
    ).toEqual(expected.get(st.team.id));
    expect(st.gameDraw + st.gameExtraTimeWon + st.gameExtraTimeLost).toBe(0);
    const prev = standings[i - 1];
    if (prev) {
      const key = (x: s.Standing) => [x.points, x.goalPro - x.goalAgainst, x.goalPro];
      const [a, b] = [key(prev), key(st)];
      expect(
        a[0]! > b[0]! || (a[0] === b[0] && (a[1]! > b[1]! || (a[1] === b[1] && a[2]! >= b[2]!))),
        `order at rank ${st.rank}`,
      ).toBe(true);
    }
  });
}

/** An ended match's scores are its goal events: per half, own goals for the other side, a shoot-out only after a draw. */
export function expectScoreFromEvents(m: PlayedMatch): void {
  const [home, away] = [m.participants.homeTeamId!, m.participants.awayTeamId!];
  const sc = m.scores!;
  expect(goalsFromEvents(m.events, home, away), `match ${m.id}`).toEqual([sc.homeScore, sc.awayScore]);
  expect(
    goalsFromEvents(
      m.events.filter((e) => e.half === 1),
      home,
      away,
    ),
    `match ${m.id}, first half`,
  ).toEqual([sc.homeScore1T, sc.awayScore1T]);
  expect(
    goalsFromEvents(
      m.events.filter((e) => e.half === 2),
      home,
      away,
    ),
    `match ${m.id}, second half`,
  ).toEqual([sc.homeScore2T, sc.awayScore2T]);
  const drawn = sc.homeScore === sc.awayScore;
  expect(m.status).toBe(drawn ? 'endedAfterPenalties' : 'ended');
  if (drawn) expect(sc.homeScoreP).not.toBe(sc.awayScoreP);
  else expect([sc.homeScoreP, sc.awayScoreP]).toEqual([null, null]);
}

/** The winner of an ended match, by score or shoot-out. */
export function winnerOf(m: s.MatchSummary): number {
  const sc = m.scores!;
  const homeWon = sc.homeScoreP !== null ? sc.homeScoreP > sc.awayScoreP! : sc.homeScore! > sc.awayScore!;
  return homeWon ? m.participants.homeTeamId! : m.participants.awayTeamId!;
}

/** Per player, the season total of a code from the events of ended matches; an own goal is no goal of the player's. */
export function sumEvents(ended: readonly PlayedMatch[], code: string): Map<number, number> {
  const totals = new Map<number, number>();
  for (const m of ended) {
    for (const e of m.events) {
      const c = codes(e);
      if (code === 'GOL' && c.includes('GOL-OG')) continue;
      if (c.includes(code)) totals.set(e.playerId!, (totals.get(e.playerId!) ?? 0) + 1);
    }
  }
  return totals;
}

/** Matches each player took part in (had any event in). */
export function matchesPlayed(ended: readonly PlayedMatch[]): Map<number, number> {
  const seen = new Map<number, Set<number>>();
  for (const m of ended)
    for (const e of m.events) (seen.get(e.playerId!) ?? seen.set(e.playerId!, new Set()).get(e.playerId!)!).add(m.id);
  return new Map([...seen].map(([id, set]) => [id, set.size]));
}

/** Every line of a player table, page after page. */
export async function allRankings(app: FastifyInstance, seasonId: number, code: string): Promise<s.Ranking[]> {
  const out: s.Ranking[] = [];
  for (let page = 1; ; page++) {
    const body = await getJson(
      app,
      `${API}/seasons/${seasonId}/players/stats/${code}?pageSize=100&page=${page}`,
      s.playerStatsPage,
    );
    out.push(...body.rankings);
    if (out.length >= body.total) return out;
  }
}
