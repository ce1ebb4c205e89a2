/** Raw match statuses the league API sends (docs/upstream.md, "Match statuses"). */
export const MATCH_STATUSES = [
  'notStarted',
  'inPlay1H',
  'inPlay2H',
  'inPlay1EH',
  'inPlay2EH',
  'inPlayP',
  'halfTime',
  'breakTime',
  'ended',
  'endedAfterExtraTime',
  'endedAfterPenalties',
  'postponed',
  'cancelled',
  'abandoned',
] as const;
export type MatchStatus = (typeof MATCH_STATUSES)[number];

export type DisplayStatus = 'scheduled' | 'live' | 'ended' | 'rescheduled' | 'cancelled' | 'abandoned';

/**
 * docs/spec.md §4 keeps a status it does not know as it came, so the result is open-ended; the
 * `string & {}` keeps the known values visible to the type checker without closing the set.
 */
export type ShownStatus = DisplayStatus | (string & {});

// A Map, not an object literal: a raw value such as "constructor" must not hit the prototype.
const DISPLAY = new Map<string, DisplayStatus>([
  ['notStarted', 'scheduled'],
  ['inPlay1H', 'live'],
  ['inPlay2H', 'live'],
  ['inPlay1EH', 'live'],
  ['inPlay2EH', 'live'],
  ['inPlayP', 'live'],
  ['halfTime', 'live'],
  ['breakTime', 'live'],
  ['ended', 'ended'],
  ['endedAfterExtraTime', 'ended'],
  ['endedAfterPenalties', 'ended'],
  ['postponed', 'rescheduled'],
  ['cancelled', 'cancelled'],
  ['abandoned', 'abandoned'],
]);

export function isMatchStatus(value: unknown): value is MatchStatus {
  return typeof value === 'string' && DISPLAY.has(value);
}

/** The spec reads an empty status as a finished match; null and undefined are the same absence. */
export function displayStatus(raw: string | null | undefined): ShownStatus {
  if (raw === null || raw === undefined || raw === '') return 'ended';
  return DISPLAY.get(raw) ?? raw;
}

export function isLive(raw: string | null | undefined): boolean {
  return displayStatus(raw) === 'live';
}

/** A match that changes no more by itself: ended, cancelled or abandoned (a postponed one gets a new date). */
export function isSettled(raw: string | null | undefined): boolean {
  const shown = displayStatus(raw);
  return shown === 'ended' || shown === 'cancelled' || shown === 'abandoned';
}
