import * as z from 'zod';
import { bool, id, list, nul, num, str } from './common.js';
import { matchSummary } from './match-summary.js';
import { playerWithTeam, team } from './people.js';
import { season } from './season.js';

export const statParameter = z.looseObject({ code: str, name: str, shortName: nul(str) });

/** A further code's total on a stat line. */
export const statTotal = z.looseObject({ parameter: statParameter, total: num });

/**
 * One stat line: a player's (with their team) or a team's. The per-half totals and `withStats`
 * are docs/upstream-extensions.md's, `secondaryStats` comes with /api/stats's secondary codes:
 * all optional, as an API without them answers.
 */
export const ranking = z.looseObject({
  parameter: statParameter,
  total: num,
  totalAvg: nul(num),
  ranking: num,
  matchesPlayed: nul(num),
  minutesPlayed: nul(num),
  total1T: num.nullish(),
  total2T: num.nullish(),
  withStats: z.array(statTotal).nullish(),
  secondaryStats: z.array(statTotal).nullish(),
  player: playerWithTeam.nullish(),
  team: team.nullish(),
});

export const rankings = z.array(ranking);

export const playerStatsPage = z.looseObject({
  parameter: statParameter,
  page: num,
  pageSize: num,
  total: num,
  rankings: list(ranking),
});
export const teamStatsPage = z.looseObject({ parameter: statParameter, rankings: list(ranking) });
/** Several tables' first pages in one answer, each named as asked (`CODE:WITH…`); null: no such table (docs/upstream-extensions.md). */
export const statsFirstPages = z.looseObject({
  players: list(z.looseObject({ table: z.string(), page: playerStatsPage.nullable() })),
  teams: list(z.looseObject({ table: z.string(), page: teamStatsPage.nullable() })),
});
/** Team and player season stats. */
export const rankingList = z.looseObject({ rankings: list(ranking) });

/**
 * What a player page shows of a stat line: its code, total and rank; and the minutes it was
 * counted over, from which the comparison of two players reckons its figures per 40 minutes.
 */
export const statLine = z.looseObject({
  parameter: z.looseObject({ code: str }),
  total: num,
  ranking: num,
  minutesPlayed: nul(num),
});

/**
 * An extension of the contract: every player's season stat lines in one call, without the player
 * and team objects (docs/upstream-extensions.md). Two thousand lines: only what the page shows of
 * each is checked.
 */
export const seasonPlayerStats = z.looseObject({
  players: list(z.looseObject({ playerId: id, rankings: list(statLine) })),
});

/** A turn and its MVP. */
export const turnPlayer = z.looseObject({
  id,
  name: str,
  shortName: nul(str),
  mvpPlayerId: nul(id),
  player: nul(playerWithTeam),
});
export const turnPlayers = z.array(turnPlayer);

export const matchCenterTurn = z.looseObject({
  id,
  turnName: nul(str),
  ended: nul(bool),
  startDate: nul(str),
  finishDate: nul(str),
  matches: list(matchSummary),
});
export const matchCenterData = z.array(matchCenterTurn);

/** docs/upstream-extensions.md: a season's matches a player took part in, each with the player's line of it. */
export const playerMatch = z.looseObject({
  match: matchSummary,
  teamId: id,
  minutes: nul(num),
  goals: num,
  assists: num,
  yellowCards: num,
  redCards: num,
});
export const playerMatches = z.looseObject({ matches: list(playerMatch) });
export type PlayerMatch = z.infer<typeof playerMatch>;

export const teamDetail = team.extend({ currentSeasons: list(season) });

export type StatParameter = z.infer<typeof statParameter>;
export type StatTotal = z.infer<typeof statTotal>;
export type Ranking = z.infer<typeof ranking>;
export type PlayerStatsPage = z.infer<typeof playerStatsPage>;
export type TeamStatsPage = z.infer<typeof teamStatsPage>;
export type StatsFirstPages = z.infer<typeof statsFirstPages>;
export type RankingList = z.infer<typeof rankingList>;
export type StatLine = z.infer<typeof statLine>;
export type TurnPlayer = z.infer<typeof turnPlayer>;
export type MatchCenterTurn = z.infer<typeof matchCenterTurn>;
export type TeamDetail = z.infer<typeof teamDetail>;
