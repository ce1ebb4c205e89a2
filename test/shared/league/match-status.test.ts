import { describe, expect, it } from 'vitest';
import {
  displayStatus,
  isLive,
  isMatchStatus,
  isSettled,
  MATCH_STATUSES,
} from '../../../src/shared/league/match-status.js';

/** docs/spec.md §4's table of display statuses. */
const TABLE: [string, string][] = [
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
  ['', 'ended'],
  ['postponed', 'rescheduled'],
  ['cancelled', 'cancelled'],
  ['abandoned', 'abandoned'],
];

describe('displayStatus (docs/spec.md §4 table)', () => {
  it.each(TABLE)('%j → %s', (raw, shown) => {
    expect(displayStatus(raw)).toBe(shown);
  });

  it.each([null, undefined])('%s reads as an empty status → ended', (raw) => {
    expect(displayStatus(raw)).toBe('ended');
  });

  it.each(['suspended', 'ENDED', 'Ended', ' ended', 'live', 'scheduled', 'constructor', 'toString', '__proto__'])(
    'an unknown value %j is kept as is',
    (raw) => {
      expect(displayStatus(raw)).toBe(raw);
    },
  );

  it('has a row for every status docs/upstream.md lists, and no other', () => {
    expect(MATCH_STATUSES).toHaveLength(14);
    expect(
      TABLE.map(([raw]) => raw)
        .filter((raw) => raw !== '')
        .sort(),
    ).toEqual([...MATCH_STATUSES].sort());
  });
});

describe('isLive and isMatchStatus', () => {
  it.each([
    ['inPlay1H', true],
    ['halfTime', true],
    ['inPlayP', true],
    ['notStarted', false],
    ['ended', false],
    [null, false],
    ['suspended', false],
    // an unknown raw value is shown as it came, so a raw "live" displays, and counts, as live
    ['live', true],
  ])('isLive(%j) → %s', (raw, live) => {
    expect(isLive(raw)).toBe(live);
  });

  it.each([
    ['breakTime', true],
    ['abandoned', true],
    ['', false],
    ['constructor', false],
    [7, false],
    [null, false],
  ])('isMatchStatus(%j) → %s', (value, known) => {
    expect(isMatchStatus(value)).toBe(known);
  });
});

describe('isSettled: a match that changes no more by itself', () => {
  it.each([
    ['ended', true],
    ['endedAfterExtraTime', true],
    ['endedAfterPenalties', true],
    ['cancelled', true],
    ['abandoned', true],
    // the spec reads an empty status as a finished match
    [null, true],
    ['', true],
    ['notStarted', false],
    ['inPlay2H', false],
    ['halfTime', false],
    ['postponed', false],
    ['suspended', false],
  ])('isSettled(%j) → %s', (raw, settled) => {
    expect(isSettled(raw)).toBe(settled);
  });
});
