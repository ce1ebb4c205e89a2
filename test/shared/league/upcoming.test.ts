import { describe, expect, it } from 'vitest';
import type { SeasonDetail } from '../../../src/shared/api/index.js';
import { accreditationDeadlines, upcomingMatches } from '../../../src/shared/league/upcoming.js';
import { match, SEASON } from '../../helpers/league-fixtures.js';

const NOW = new Date('2026-10-10T12:00:00.000Z');

/** Turns by day of October: each match kicks off at 16:00 UTC on its day. */
function season(turns: { id: number; matches: ReturnType<typeof match>[] }[]): SeasonDetail {
  const [regular] = SEASON.phases!;
  const group = regular!.groups[0]!;
  return {
    ...SEASON,
    phases: [
      {
        ...regular!,
        groups: [
          {
            ...group,
            turns: turns.map((t) => ({
              id: t.id,
              name: `J${t.id}`,
              shortName: null,
              start: null,
              finish: null,
              matches: t.matches,
            })),
          },
        ],
      },
    ],
  };
}
const at = (id: number, day: number, status = 'scheduled', hour = 16) => ({
  ...match(id, day, 1, 2, 0, 0, null, status),
  date: `2026-10-${String(day).padStart(2, '0')}T${hour}:00:00.000Z`,
});

describe('upcoming matches (tickets)', () => {
  it.each([
    [
      'soonest first across turns, played and past ones left out',
      [
        { id: 2, matches: [at(21, 17), at(20, 12)] },
        { id: 1, matches: [at(10, 3, 'ended'), at(11, 11)] },
      ],
      5,
      [11, 20, 21],
    ],
    ['cut to the limit', [{ id: 1, matches: [at(1, 11), at(2, 12), at(3, 13)] }], 2, [1, 2]],
    [
      'cancelled and live matches are not for sale',
      [{ id: 1, matches: [at(1, 11, 'cancelled'), at(2, 10, 'inPlay1H', 11), at(3, 12)] }],
      5,
      [3],
    ],
    [
      'scheduled but already kicked off by the clock',
      [{ id: 1, matches: [at(1, 10, 'scheduled', 11), at(2, 10, 'scheduled', 13)] }],
      5,
      [2],
    ],
  ])('%s', (_, turns, limit, ids) => {
    expect(upcomingMatches(season(turns), NOW, limit).map((m) => m.id)).toEqual(ids);
  });
});

describe('accreditation deadlines', () => {
  it('closes each matchday the given hours before its first match still to play', () => {
    const list = accreditationDeadlines(
      season([
        { id: 2, matches: [at(21, 17, 'scheduled', 18), at(20, 17)] },
        { id: 1, matches: [at(10, 12)] },
      ]),
      NOW,
      72,
      4,
    );
    expect(list).toEqual([
      {
        turnId: 1,
        name: 'J1',
        firstKickOff: '2026-10-12T16:00:00.000Z',
        closes: '2026-10-09T16:00:00.000Z',
        open: false,
      },
      {
        turnId: 2,
        name: 'J2',
        firstKickOff: '2026-10-17T16:00:00.000Z',
        closes: '2026-10-14T16:00:00.000Z',
        open: true,
      },
    ]);
  });

  it.each([
    ['a matchday already played is not listed', [{ id: 1, matches: [at(1, 3, 'ended')] }], 0],
    ['the limit holds', [1, 2, 3, 4, 5].map((id) => ({ id, matches: [at(id, 10 + id)] })), 4],
  ])('%s', (_, turns, length) => {
    expect(accreditationDeadlines(season(turns), NOW, 48, 4)).toHaveLength(length);
  });

  it('follows the clock on one season: a deadline passing closes its matchday, a kick-off drops it', () => {
    const one = season([
      { id: 1, matches: [at(1, 14)] },
      { id: 2, matches: [at(2, 20)] },
    ]);
    const at72 = (iso: string) => accreditationDeadlines(one, new Date(iso), 72, 4).map((d) => `${d.turnId}:${d.open}`);
    expect(at72('2026-10-10T12:00:00.000Z')).toEqual(['1:true', '2:true']);
    expect(at72('2026-10-11T15:59:00.000Z')).toEqual(['1:true', '2:true']);
    expect(at72('2026-10-11T16:00:00.000Z')).toEqual(['1:false', '2:true']);
    expect(at72('2026-10-14T16:00:01.000Z')).toEqual(['2:true']);
    expect(accreditationDeadlines(one, new Date('2026-10-11T16:00:00.000Z'), 72, 4)).toBe(
      accreditationDeadlines(one, new Date('2026-10-12T10:00:00.000Z'), 72, 4),
    );
  });
});
