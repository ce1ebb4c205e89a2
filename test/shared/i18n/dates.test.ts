import { describe, expect, it } from 'vitest';
import { dayIn } from '../../../src/shared/i18n/dates.js';

describe('the calendar day of an instant in a time zone', () => {
  it.each([
    ['2026-09-30T21:59:59.999Z', 'Europe/Madrid', '2026-09-30'],
    ['2026-09-30T22:00:00.000Z', 'Europe/Madrid', '2026-10-01'],
    ['2026-09-30T22:00:59.999Z', 'Europe/Madrid', '2026-10-01'],
    ['2026-10-01T05:59:59.000Z', 'America/Mexico_City', '2026-09-30'],
    ['2026-10-01T06:00:00.000Z', 'America/Mexico_City', '2026-10-01'],
    // A zone three quarters of an hour off the hour turns the day on its own minute.
    ['2026-09-30T18:14:59.999Z', 'Asia/Kathmandu', '2026-09-30'],
    ['2026-09-30T18:15:00.000Z', 'Asia/Kathmandu', '2026-10-01'],
    ['2026-03-29T00:59:00.000Z', 'Europe/Madrid', '2026-03-29'],
  ])('%s in %s is %s', (iso, zone, day) => {
    expect(dayIn(iso, zone)).toBe(day);
    expect(dayIn(new Date(iso), zone)).toBe(day);
  });

  it('gives each zone its own day for the same minute', () => {
    expect([dayIn('2026-09-30T23:30:00Z', 'UTC'), dayIn('2026-09-30T23:30:00Z', 'Europe/Madrid')]).toEqual(['2026-09-30', '2026-10-01']);
  });

  it('refuses an instant that is no date', () => {
    expect(() => dayIn('not a date', 'UTC')).toThrow(RangeError);
  });
});
