import { FULL_TIME, HALF_SECONDS } from './simulate.js';

export type MatchStatus =
  | 'notStarted'
  | 'inPlay1H'
  | 'halfTime'
  | 'inPlay2H'
  | 'inPlayP'
  | 'ended'
  | 'endedAfterPenalties'
  | 'postponed'
  | 'cancelled';

export interface ClockState {
  status: MatchStatus;
  /** Events up to this match second are shown; -1 before kick-off. */
  shownUntil: number;
  currentMinute: number | null;
  /** Minutes played in each half so far. */
  played: [number, number];
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
/** Two halves of 20 minutes with a 5-minute break: full time 45 minutes after kick-off. */
export const BREAK_SECONDS = 300;
const SECOND_HALF_START = HALF_SECONDS + BREAK_SECONDS;
const FULL_TIME_WALL = SECOND_HALF_START + HALF_SECONDS;
/** A drawn match's shoot-out takes three minutes after full time. */
export const SHOOTOUT_SECONDS = 180;
/** Started more than 55 minutes past its hour (or half hour), a rolling fixture kicks off at the next one. */
const ROLL_OVER = 55 * MINUTE;

/**
 * The kick-off of a rolling fixture in an API started at `startedAt`: on the hour (or half hour)
 * just past, or the next, so at start-up one of the two is live or about to start. It is placed
 * once, from the start and not from the clock: a fixture that rolled on with the clock went from
 * full time back to "not started" every hour (docs/decisions/0076-one-league-one-clock.md).
 */
export function rollingKickoff(kind: 'hour' | 'half', startedAt: number): number {
  const offset = kind === 'half' ? 30 * MINUTE : 0;
  const slot = Math.floor((startedAt - offset) / HOUR) * HOUR + offset;
  return startedAt - slot < ROLL_OVER ? slot : slot + HOUR;
}

/** Where a match stands at `now`, from its kick-off alone. */
export function clockState(kickoff: number, now: number, drawn: boolean): ClockState {
  const e = Math.floor((now - kickoff) / 1000);
  if (e < 0) return { status: 'notStarted', shownUntil: -1, currentMinute: null, played: [0, 0] };
  if (e < HALF_SECONDS)
    return {
      status: 'inPlay1H',
      shownUntil: e,
      currentMinute: Math.max(1, Math.ceil(e / 60)),
      played: [Math.ceil(e / 60), 0],
    };
  if (e < SECOND_HALF_START)
    return { status: 'halfTime', shownUntil: HALF_SECONDS - 1, currentMinute: 20, played: [20, 0] };
  if (e < FULL_TIME_WALL) {
    const second = HALF_SECONDS + e - SECOND_HALF_START;
    return {
      status: 'inPlay2H',
      shownUntil: second,
      currentMinute: Math.max(21, Math.ceil(second / 60)),
      played: [20, Math.ceil((second - HALF_SECONDS) / 60)],
    };
  }
  if (drawn && e < FULL_TIME_WALL + SHOOTOUT_SECONDS)
    // Every event of play, added time's too, is in before the shoot-out starts.
    return { status: 'inPlayP', shownUntil: FULL_TIME, currentMinute: 40, played: [20, 20] };
  return {
    status: drawn ? 'endedAfterPenalties' : 'ended',
    shownUntil: FULL_TIME,
    currentMinute: 40,
    played: [20, 20],
  };
}

export const isFinal = (status: MatchStatus) => status === 'ended' || status === 'endedAfterPenalties';
export const isLive = (status: MatchStatus) =>
  status === 'inPlay1H' || status === 'halfTime' || status === 'inPlay2H' || status === 'inPlayP';
