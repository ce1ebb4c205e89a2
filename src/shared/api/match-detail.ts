import { z } from 'zod';
import { id, image, list, nul, num, soft, str } from './common.js';
import { matchSummary } from './match-summary.js';
import { teamWithPlayers } from './people.js';
import { season } from './season.js';

const minutes = soft(num);

export const durations = z.looseObject({ duration: minutes, duration1T: minutes, duration2T: minutes, duration3T: minutes, durationP: minutes });

export const halfs = z.looseObject({
  halfNumber: soft(num), halfDuration: soft(num), halfExtraTimeNumber: soft(num), halfExtraTimeDuration: soft(num),
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

export const teamMatchStats = z.looseObject({
  teamId: id,
  teamStats: list(z.looseObject({ id, total: num, total1T: nul(num), total2T: nul(num), parameterCode: str })),
  players: list(z.looseObject({
    playerId: id,
    playerStats: list(z.looseObject({ parameterCode: str, total: num, minutes: nul(num) })),
  })),
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
  events: list(matchEvent),
  stats: nul(z.looseObject({ homeTeam: teamMatchStats, awayTeam: teamMatchStats })),
});

export type MatchEvent = z.infer<typeof matchEvent>;
export type TeamMatchStats = z.infer<typeof teamMatchStats>;
export type MatchDetail = z.infer<typeof matchDetail>;
