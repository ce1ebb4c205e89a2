import * as z from 'zod';
import { bool, count, id, image, jsonText, legendField, list, nul, num, parseJsonText, soft, str } from './common.js';
import { matchSummary } from './match-summary.js';
import { competition, team } from './people.js';

/** docs/spec.md §3: these keys may arrive as JSON text and are parsed. */
const seasonMeta = jsonText(
  z
    .looseObject({
      position_legend: legendField,
      secondary_position_legend: legendField,
      stats_partner: z.preprocess(parseJsonText, z.unknown()),
      season_partners: z.preprocess(parseJsonText, z.unknown()),
      best_goalkeeper_id: soft(z.union([num, str])),
    })
    .nullable(),
).catch(null);

export const season = z.looseObject({
  id,
  competitionId: id,
  seasonClusterId: nul(id),
  name: str,
  displayName: nul(str),
  start: nul(str),
  finish: nul(str),
  finished: nul(bool),
  isCurrent: nul(bool),
  image,
  winnerTeamId: nul(id),
  metaInformation: seasonMeta,
  /** Season lists carry it; the site filters on its gender and visibility. */
  competition: competition.nullish(),
});

export const standing = z.looseObject({
  id,
  rank: num,
  points: num,
  team,
  gameTotal: count,
  gameWon: count,
  gameExtraTimeWon: count,
  gamePenaltyWon: count,
  gameDraw: count,
  gameLost: count,
  gameExtraTimeLost: count,
  gamePenaltyLost: count,
  goalPro: count,
  goalAgainst: count,
  positionLegend: z.preprocess(parseJsonText, z.unknown()),
  secondaryPositionLegend: z.preprocess(parseJsonText, z.unknown()),
});

export const turn = z.looseObject({
  id,
  name: str,
  shortName: nul(str),
  start: nul(str),
  finish: nul(str),
  matches: list(matchSummary),
});

export const group = z.looseObject({
  id,
  name: str,
  hasStandings: nul(bool),
  standings: list(standing),
  turns: list(turn),
});

export const phase = z.looseObject({ id, name: str, displayName: nul(str), groups: list(group) });

export const seasonDetail = season.extend({ phases: list(phase) });

export const seasonCluster = z.looseObject({
  id,
  name: str,
  isCurrent: nul(bool),
  finish: nul(str),
  seasons: list(season),
});

export const seasonClusters = z.array(seasonCluster);
export const seasons = z.array(season);

/** `/groups/{id}`: a group's table. */
export const groupStandings = z.looseObject({ id, name: str, standings: list(standing) });

/** `/turns/{id}`: a round's names. */
export const turnInfo = z.looseObject({ id, name: str, shortName: nul(str), start: nul(str), finish: nul(str) });

export type Season = z.infer<typeof season>;
export type SeasonDetail = z.infer<typeof seasonDetail>;
export type SeasonCluster = z.infer<typeof seasonCluster>;
export type Phase = z.infer<typeof phase>;
export type Group = z.infer<typeof group>;
export type Turn = z.infer<typeof turn>;
export type Standing = z.infer<typeof standing>;
export type GroupStandings = z.infer<typeof groupStandings>;
export type TurnInfo = z.infer<typeof turnInfo>;
