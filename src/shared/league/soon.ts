import { isLive } from './match-status.js';

/** docs/spec.md §9: the match-soon window opens 11 minutes before the start and closes 5 after it. */
export const MATCH_SOON_BEFORE_MIN = 11;
export const MATCH_SOON_AFTER_MIN = 5;

const MINUTE_MS = 60_000;

function toTime(value: Date | string): number {
  return (typeof value === 'string' ? new Date(value) : value).getTime();
}

/**
 * True when the start lies at most 5 minutes in the past (inclusive) and less than 11 minutes
 * ahead (exclusive). An unreadable start date is never soon.
 */
export function isStartingSoon(start: Date | string, now: Date): boolean {
  const ahead = toTime(start) - now.getTime();
  if (Number.isNaN(ahead)) return false;
  return ahead >= -MATCH_SOON_AFTER_MIN * MINUTE_MS && ahead < MATCH_SOON_BEFORE_MIN * MINUTE_MS;
}

export interface TrackableMatch {
  date?: string | null;
  status?: string | null;
}

/** A match is followed for live updates while it is about to start or being played. */
export function isTracked(match: TrackableMatch, now: Date): boolean {
  if (isLive(match.status)) return true;
  return match.date != null && isStartingSoon(match.date, now);
}
