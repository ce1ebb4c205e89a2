import { describe, expect, it } from 'vitest';
import {
  isStartingSoon,
  isTracked,
  MATCH_SOON_AFTER_MIN,
  MATCH_SOON_BEFORE_MIN,
} from '../../../src/shared/league/soon.js';

const NOW = new Date('2025-04-06T14:00:00.000Z');
const at = (offsetMs: number) => new Date(NOW.getTime() + offsetMs);
const MIN = 60_000;

describe('isStartingSoon: 5 minutes after the start (inclusive) to 11 before (exclusive)', () => {
  it('uses the docs/spec.md §9 window', () => {
    expect([MATCH_SOON_BEFORE_MIN, MATCH_SOON_AFTER_MIN]).toEqual([11, 5]);
  });

  it.each([
    ['started 5 min ago', -5 * MIN, true],
    ['started 5 min 1 ms ago', -5 * MIN - 1, false],
    ['started 6 min ago', -6 * MIN, false],
    ['started 4:59 ago', -5 * MIN + 1000, true],
    ['starts now', 0, true],
    ['starts in 10:59.999', 11 * MIN - 1, true],
    ['starts in exactly 11 min', 11 * MIN, false],
    ['starts in 12 min', 12 * MIN, false],
    ['started yesterday', -24 * 60 * MIN, false],
  ])('%s → %s', (_label, offset, soon) => {
    expect(isStartingSoon(at(offset), NOW)).toBe(soon);
  });

  it.each([
    ['2025-04-06T13:55:00.000Z', true],
    ['2025-04-06T13:54:59.999Z', false],
    ['2025-04-06T14:10:59.999Z', true],
    ['2025-04-06T14:11:00.000Z', false],
    ['2025-04-06T16:00:00+02:00', true],
  ])('reads the ISO string %s → %s', (start, soon) => {
    expect(isStartingSoon(start, NOW)).toBe(soon);
  });

  it.each(['', 'not a date', '2025-13-45'])('an unreadable start %j is never soon', (start) => {
    expect(isStartingSoon(start, NOW)).toBe(false);
  });
});

describe('isTracked: soon or live', () => {
  it.each([
    ['soon, not started', { date: at(3 * MIN).toISOString(), status: 'notStarted' }, true],
    ['live long after the start', { date: at(-30 * MIN).toISOString(), status: 'inPlay2H' }, true],
    ['at half time', { date: at(-22 * MIN).toISOString(), status: 'halfTime' }, true],
    ['live without a date', { date: null, status: 'inPlayP' }, true],
    ['far ahead', { date: at(60 * MIN).toISOString(), status: 'notStarted' }, false],
    ['ended long ago', { date: at(-60 * MIN).toISOString(), status: 'ended' }, false],
    ['within the window though ended', { date: at(-4 * MIN).toISOString(), status: 'ended' }, true],
    ['no date, no status', {}, false],
  ])('%s → %s', (_label, match, tracked) => {
    expect(isTracked(match, NOW)).toBe(tracked);
  });
});
