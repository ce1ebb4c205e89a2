import { describe, expect, it } from 'vitest';
import type { SeasonDetail } from '../../../src/shared/api/index.js';
import { type MatchdayDays, matchDays, parseDay, turnOnDay } from '../../../src/shared/league/match-days.js';
import { match, SEASON } from '../../helpers/league-fixtures.js';

/** Three matchdays: one over a weekend, one on a single day, one a week later. */
const TURNS: MatchdayDays[] = [
  { id: 1, name: 'J1', days: ['2026-10-03', '2026-10-05'] },
  { id: 2, name: 'J2', days: ['2026-10-10'] },
  { id: 3, name: 'J3', days: ['2026-10-17', '2026-10-18'] },
];

describe('the matchday a date opens', () => {
  it.each([
    ['a day with a match', '2026-10-05', 1],
    ['a rest day inside a matchday', '2026-10-04', 1],
    ['between two, nearer the earlier', '2026-10-06', 1],
    ['between two, nearer the later', '2026-10-09', 2],
    ['halfway between two: the one to come', '2026-10-14', 3],
    ['before the first matchday', '2025-01-01', 1],
    ['after the last matchday', '2027-06-30', 3],
  ])('%s (%s) opens matchday %i', (_, day, turn) => {
    expect(turnOnDay(TURNS, day)).toBe(turn);
  });

  it('prefers a matchday playing that day over one whose span holds it', () => {
    const overlapping = [{ id: 7, name: 'Cup', days: ['2026-10-01', '2026-10-20'] }, ...TURNS];
    expect(turnOnDay(overlapping, '2026-10-10')).toBe(2);
    expect(turnOnDay(overlapping, '2026-10-12')).toBe(7);
  });

  it('has nothing to open without matchdays', () => {
    expect(turnOnDay([], '2026-10-10')).toBeNull();
  });
});

describe('a visitor’s date', () => {
  it.each([
    ['2026-10-05', '2026-10-05'],
    ['2024-02-29', '2024-02-29'],
    ['2025-02-30', null],
    ['2025-02-29', null],
    ['2026-13-01', null],
    ['2026-04-31', null],
    ['2026-00-10', null],
    ['2026-1-5', null],
    ['05/10/2026', null],
    ['2026-10-05T10:00', null],
    [' 2026-10-05', null],
    ['tomorrow', null],
    ['', null],
    [null, null],
  ])('%j is %j', (text, day) => {
    expect(parseDay(text)).toBe(day);
  });
});

describe('a season’s match days', () => {
  it('are the kick-off days in the league’s zone, each marked with its matchday', () => {
    const late = { ...match(11, 1, 1, 2, 0, 0), date: '2026-10-01T22:30:00.000Z' };
    const [regular, playoff] = SEASON.phases;
    const group = regular!.groups[0]!;
    const turn = { ...group.turns[0]!, matches: [...group.turns[0]!.matches, late] };
    const season: SeasonDetail = {
      ...SEASON,
      phases: [{ ...regular!, groups: [{ ...group, turns: [turn] }] }, playoff!],
    };
    // 22:30 UTC is past midnight in Madrid: the next day there.
    expect(matchDays(season, 'Europe/Madrid')).toEqual({
      first: '2026-10-01',
      last: '2026-10-09',
      marks: [
        { day: '2026-10-01', turn: 'J1' },
        { day: '2026-10-02', turn: 'J1' },
        { day: '2026-10-09', turn: 'F' },
      ],
      turns: [
        { id: 1, name: 'J1', days: ['2026-10-01', '2026-10-02'] },
        { id: 9, name: 'F', days: ['2026-10-09'] },
      ],
    });
    expect(matchDays(season, 'UTC')!.turns[0]!.days).toEqual(['2026-10-01']);
  });

  it('are none when no match has a date', () => {
    const undated = { ...SEASON, phases: [] };
    expect(matchDays(undated, 'UTC')).toBeNull();
  });
});
