import { describe, expect, it } from 'vitest';
import type { MatchDetail } from '../../../src/shared/api/index.js';
import { halfTime } from '../../../src/shared/league/half-time.js';
import { event, matchDetail } from '../../helpers/league-fixtures.js';

const detail = matchDetail();
const firstHalfUnknown = { ...detail.scores!, homeScore1T: null, awayScore1T: null };
const with_ = (over: Partial<MatchDetail>): MatchDetail => ({ ...detail, ...over });

describe('the half-time mark', () => {
  it.each([
    ['the first half as the league gives it', with_({}), { home: 1, away: 1 }],
    // The log's first half: a goal by the home side and an own goal by the away side's defender.
    ['counted from the log without it', with_({ scores: firstHalfUnknown }), { home: 2, away: 0 }],
    [
      'an away goal in the log counted for the away side',
      with_({ scores: firstHalfUnknown, events: [event(9, 600, 1, 2, 201, ',GOL,')] }),
      { home: 0, away: 1 },
    ],
    [
      'unknown for an ended match without a log',
      with_({ scores: firstHalfUnknown, events: [] }),
      { home: null, away: null },
    ],
    [
      'at half-time, before the second half has an event',
      with_({ status: 'halfTime', scores: firstHalfUnknown, events: [event(1, 300, 1, 1, 101, ',GOL,')] }),
      { home: 1, away: 0 },
    ],
    [
      'in the second half',
      with_({ status: 'inPlay2H', scores: { ...firstHalfUnknown, homeScore2T: null, awayScore2T: null } }),
      { home: 2, away: 0 },
    ],
  ])('%s', (_label, match, expected) => {
    expect(halfTime(match)).toEqual(expected);
  });

  it.each([
    ['before kick-off', 'notStarted'],
    ['in the first half', 'inPlay1H'],
    ['postponed', 'postponed'],
  ])('is absent %s', (_label, status) => {
    const scores = { ...detail.scores!, homeScore2T: null, awayScore2T: null };
    const events = detail.events.filter((e) => e.half === 1);
    expect(halfTime(with_({ status, scores, events }))).toBeNull();
  });
});
