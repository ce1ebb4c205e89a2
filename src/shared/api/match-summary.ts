import * as z from 'zod';
import { id, meta, nul, num, soft, str } from './common.js';
import { team } from './people.js';

/** Scores are what a visitor comes for: a wrong type is a bad shape, not a silent blank. */
const score = nul(num);

export const scores = z.looseObject({
  homeScore: score,
  awayScore: score,
  homeScore1T: score,
  awayScore1T: score,
  homeScore2T: score,
  awayScore2T: score,
  homeScore3T: score,
  awayScore3T: score,
  /** Shoot-out: decides a drawn match. */
  homeScoreP: score,
  awayScoreP: score,
});

const participants = z.looseObject({
  homeTeamId: nul(id),
  awayTeamId: nul(id),
  homeTeam: team.nullish(),
  awayTeam: team.nullish(),
});

/**
 * A match in a list. `status` stays a string: docs/spec.md §4 shows a status it does not know as it
 * came, so an unknown one is data, not a bad shape.
 */
export const matchSummary = z.looseObject({
  id,
  date: nul(str),
  seasonId: id,
  phaseId: nul(id),
  groupId: nul(id),
  turnId: nul(id),
  status: nul(str),
  currentMinute: soft(num),
  stadiumId: soft(id),
  participants,
  scores: nul(scores),
  metaInformation: meta,
  groupName: z.string().nullish(),
  turnName: z.string().nullish(),
});

export type Scores = z.infer<typeof scores>;
export type MatchSummary = z.infer<typeof matchSummary>;
