import * as z from 'zod';
import { readsEvent } from '../league/events.js';
import { id, image, list, nul, num, soft, str } from './common.js';
import { matchSummary } from './match-summary.js';
import { teamWithPlayers } from './people.js';
import { season } from './season.js';

const minutes = soft(num);

export const durations = z.looseObject({
  duration: minutes,
  duration1T: minutes,
  duration2T: minutes,
  duration3T: minutes,
  durationP: minutes,
});

export const halfs = z.looseObject({
  halfNumber: soft(num),
  halfDuration: soft(num),
  halfExtraTimeNumber: soft(num),
  halfExtraTimeDuration: soft(num),
});

export const matchEvent = z.looseObject({
  /** "KL_<matchId>_<n>"; a numeric id is read as text. */
  id: z.union([str, num]).transform(String),
  matchId: id,
  half: nul(num),
  second: nul(num),
  /** Clock from kick-off: the order of events (they arrive unordered). */
  matchSecond: nul(num),
  teamId: nul(id),
  playerId: nul(id),
  opponentTeamId: nul(id),
  opponentPlayerId: nul(id),
  parameterAppString: nul(str),
  videoSecond: soft(num),
});

/**
 * A side's statistics as the site reads them: the team's lines. The API also sends every player's
 * lines, which no page shows: they are neither checked nor kept.
 */
export const teamMatchStats = z.object({
  teamId: id,
  teamStats: list(z.looseObject({ id, total: num, total1T: nul(num), total2T: nul(num), parameterCode: str })),
});

const stadium = z.looseObject({ name: str, image, countryId: soft(id), country: z.unknown().optional() });

export const matchDetail = matchSummary.extend({
  season,
  participants: z.looseObject({
    homeTeamId: nul(id),
    awayTeamId: nul(id),
    homeTeam: teamWithPlayers.nullish(),
    awayTeam: teamWithPlayers.nullish(),
  }),
  durations: nul(durations),
  halfs: nul(halfs),
  stadium: soft(stadium),
  /** The events the site reads (shared/league/events.ts): a crawled match's detail kept 23 KB of memory instead of 55. */
  events: z.preprocess(
    (value) => (Array.isArray(value) ? value.filter(readsEvent) : (value ?? [])),
    z.array(matchEvent),
  ),
  stats: nul(z.looseObject({ homeTeam: teamMatchStats, awayTeam: teamMatchStats })),
});

export type MatchEvent = z.infer<typeof matchEvent>;
export type TeamMatchStats = z.infer<typeof teamMatchStats>;
export type MatchDetail = z.infer<typeof matchDetail>;
