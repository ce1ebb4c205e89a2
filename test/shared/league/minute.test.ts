import { describe, expect, it } from 'vitest';
import { MINUTES_PER_HALF, minuteLabel, PLAIN_MINUTE_LEVEL } from '../../../src/shared/league/minute.js';

describe('minuteLabel', () => {
  it('uses the docs/spec.md §9 constants', () => {
    expect([MINUTES_PER_HALF, PLAIN_MINUTE_LEVEL]).toEqual([20, 3]);
  });

  it.each([
    // seconds round up to whole minutes
    [1, 1, '1'],
    [60, 1, '1'],
    [61, 1, '2'],
    [599, 1, '10'],
    [0, 1, '0'],
    // first half: ends at minute 20, added time past 1200 s
    [1140, 1, '19'],
    [1200, 1, '20'],
    [1201, 1, '20+1'],
    [1230, 1, '20+1'],
    [1260, 1, '20+1'],
    [1261, 1, '20+2'],
    [1500, 1, '20+5'],
    // second half: its clock starts at 1200 s, ends at minute 40
    [1201, 2, '21'],
    [1230, 2, '21'],
    [1800, 2, '30'],
    [2400, 2, '40'],
    [2401, 2, '40+1'],
    [2460, 2, '40+1'],
    [2590, 2, '40+4'],
    // extra-time halves follow the same 20-minute rule
    [3000, 3, '50'],
    [3700, 3, '60+2'],
  ])('matchSecond %i in half %i → %s', (matchSecond, half, label) => {
    expect(minuteLabel({ matchSecond, half, level: 1 })).toBe(label);
  });

  it.each([
    [2460, 2, 3, "41'"],
    [1230, 1, 3, "21'"],
    [1230, 1, 4, "21'"],
    [59, 1, 3, "1'"],
    [2460, 2, 2, '40+1'],
    [1230, 1, 2, '20+1'],
  ])('matchSecond %i, half %i at level %i → %s', (matchSecond, half, level, label) => {
    expect(minuteLabel({ matchSecond, half, level })).toBe(label);
  });

  it.each([
    ['no level', { matchSecond: 1230, half: 1 }, '20+1'],
    ['null level', { matchSecond: 1230, half: 1, level: null }, '20+1'],
    ['no half', { matchSecond: 1230 }, '21'],
    ['half 0', { matchSecond: 1230, half: 0 }, '21'],
    ['negative clock', { matchSecond: -30, half: 1 }, '0'],
  ])('%s → %s', (_label, input, label) => {
    expect(minuteLabel(input)).toBe(label);
  });

  it.each([null, undefined, Number.NaN, Number.POSITIVE_INFINITY])('no clock (%s) → null', (matchSecond) => {
    expect(minuteLabel({ matchSecond, half: 1, level: 3 })).toBeNull();
  });
});
