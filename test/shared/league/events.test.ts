import { describe, expect, it } from 'vitest';
import { eventTeamId, goalsFromEvents, hasCode, sortEvents } from '../../../src/shared/league/events.js';

const HOME = 10;
const AWAY = 20;
const match = { participants: { homeTeamId: HOME, awayTeamId: AWAY } };

describe('hasCode: whole comma-separated codes', () => {
  it.each([
    [',GOL,TIR,', 'GOL', true],
    [',GOL,TIR,', 'GO', false],
    [',GOL,TIR,', 'TIR', true],
    [',GOL,TIR,TIR-S,', 'TIR-S', true],
    [',TIR-S,', 'TIR', false],
    [',GOL,GOL-OG,', 'GOL-OG', true],
    [',GOL-OG,', 'GOL', false],
    ['GOL,TIR', 'GOL', true],
    ['GOL,TIR', 'TIR', true],
    ['GOL', 'GOL', true],
    [',GOL', 'GOL', true],
    [', GOL , TIR ,', 'GOL', true],
    [',gol,', 'GOL', false],
    [',GOL,', '', false],
    [',,', '', false],
    ['', 'GOL', false],
    [null, 'GOL', false],
    [undefined, 'GOL', false],
  ])('%j has %j → %s', (codes, code, expected) => {
    expect(hasCode(codes, code)).toBe(expected);
  });
});

describe('eventTeamId: an own goal counts for the other side', () => {
  it.each([
    ['home goal', { teamId: HOME, parameterAppString: ',GOL,TIR,TIR-S,' }, HOME],
    ['away assist', { teamId: AWAY, parameterAppString: ',ASS-V,' }, AWAY],
    ['home own goal', { teamId: HOME, parameterAppString: ',GOL,GOL-OG,' }, AWAY],
    ['away own goal', { teamId: AWAY, parameterAppString: ',GOL,GOL-OG,' }, HOME],
    ['own goal coded alone', { teamId: AWAY, parameterAppString: ',GOL-OG,' }, HOME],
    ['own goal by a team not in the match', { teamId: 99, parameterAppString: ',GOL,GOL-OG,' }, null],
    ['own goal without a team', { teamId: null, parameterAppString: ',GOL,GOL-OG,' }, null],
    ['event without a team', { teamId: null, parameterAppString: ',MVP,' }, null],
    ['foreign team, not an own goal', { teamId: 99, parameterAppString: ',GOL,' }, 99],
  ])('%s → %s', (_label, event, teamId) => {
    expect(eventTeamId(event, match)).toBe(teamId);
  });

  it('cannot flip without participants', () => {
    expect(eventTeamId({ teamId: HOME, parameterAppString: ',GOL-OG,' }, { participants: null })).toBeNull();
  });
});

describe('sortEvents', () => {
  type Row = { id: string; half?: number | null; matchSecond: number | null };
  const ids = (events: { id: string }[]) => events.map((e) => e.id);

  it.each([
    [
      'by matchSecond',
      [
        { id: 'c', half: 1, matchSecond: 900 },
        { id: 'a', half: 1, matchSecond: 10 },
        { id: 'b', half: 1, matchSecond: 300 },
      ],
      ['a', 'b', 'c'],
    ],
    [
      'second half after first-half added time',
      [
        { id: 'h2', half: 2, matchSecond: 1210 },
        { id: 'h1', half: 1, matchSecond: 1230 },
      ],
      ['h1', 'h2'],
    ],
    [
      'nulls last, in their order',
      [
        { id: 'n1', half: 1, matchSecond: null },
        { id: 'a', half: 2, matchSecond: 2000 },
        { id: 'n2', half: null, matchSecond: null },
        { id: 'b', half: 1, matchSecond: 5 },
      ],
      ['b', 'a', 'n1', 'n2'],
    ],
    [
      'stable on ties',
      [
        { id: 'x', half: 1, matchSecond: 60 },
        { id: 'y', half: 1, matchSecond: 60 },
        { id: 'z', half: 1, matchSecond: 60 },
      ],
      ['x', 'y', 'z'],
    ],
    [
      'without a half, the clock decides',
      [
        { id: 'late', half: null, matchSecond: 2100 },
        { id: 'early', half: null, matchSecond: 400 },
        { id: 'mid', half: 1, matchSecond: 1100 },
      ],
      ['early', 'mid', 'late'],
    ],
    ['empty', [], []],
  ] as [string, Row[], string[]][])('%s', (_label, events, expected) => {
    expect(ids(sortEvents(events))).toEqual(expected);
  });

  it('leaves its input alone', () => {
    const events = [
      { id: 'b', matchSecond: 2 },
      { id: 'a', matchSecond: 1 },
    ];
    const sorted = sortEvents(events);
    expect(ids(events)).toEqual(['b', 'a']);
    expect(sorted).not.toBe(events);
  });
});

describe('goalsFromEvents', () => {
  const goal = (teamId: number | null, codes = ',GOL,TIR,TIR-S,') => ({ teamId, parameterAppString: codes });

  it.each([
    ['no events', [], { home: 0, away: 0 }],
    ['two home, one away', [goal(HOME), goal(AWAY), goal(HOME)], { home: 2, away: 1 }],
    [
      'non-goal codes ignored',
      [goal(HOME, ',TIR,TIR-S,TIS,'), goal(HOME, ',ASS-V,'), goal(AWAY, ',CRT-G,')],
      { home: 0, away: 0 },
    ],
    ['a saved shot is no goal', [goal(AWAY, ',PLG,PRT,TIR,TIR-S,TIS,TIS-S,')], { home: 0, away: 0 }],
    ['own goal by home counts for away', [goal(HOME, ',GOL,GOL-OG,')], { home: 0, away: 1 }],
    ['own goal coded alone still counts', [goal(AWAY, ',GOL-OG,')], { home: 1, away: 0 }],
    ['mixed', [goal(HOME), goal(HOME, ',GOL,GOL-OG,'), goal(AWAY), goal(AWAY, ',GOL,GOL-OG,')], { home: 2, away: 2 }],
    ['goals of another team left out', [goal(99), goal(null), goal(HOME)], { home: 1, away: 0 }],
  ])('%s', (_label, events, score) => {
    expect(goalsFromEvents(events, match)).toEqual(score);
  });
});
