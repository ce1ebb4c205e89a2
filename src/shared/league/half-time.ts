import type { MatchDetail } from '../api/index.js';
import { eventHalf, goalsFromEvents } from './events.js';
import { displayStatus } from './match-status.js';

/** The score at half-time; both null when neither the scores nor the log give it. */
export interface HalfTime {
  home: number | null;
  away: number | null;
}

/** Raw statuses of a match past its break that is still being played. */
const PAST_HALF_TIME = new Set(['halfTime', 'inPlay2H', 'breakTime', 'inPlay1EH', 'inPlay2EH', 'inPlayP']);

/**
 * The half-time mark of a timeline: null before the break. Its score is the first half's as the
 * league API gives it, else counted from the log's goals of that half (own goals for the side they
 * count for), else unknown (a match with no log).
 */
export function halfTime(match: Pick<MatchDetail, 'status' | 'scores' | 'events' | 'participants'>): HalfTime | null {
  const s = match.scores;
  const reached =
    PAST_HALF_TIME.has(match.status ?? '') ||
    displayStatus(match.status) === 'ended' ||
    match.events.some((e) => eventHalf(e) >= 2) ||
    (s?.homeScore2T != null && s.awayScore2T != null);
  if (!reached) return null;
  if (s?.homeScore1T != null && s.awayScore1T != null) return { home: s.homeScore1T, away: s.awayScore1T };
  if (match.events.length === 0) return { home: null, away: null };
  return goalsFromEvents(
    match.events.filter((e) => eventHalf(e) === 1),
    match,
  );
}
