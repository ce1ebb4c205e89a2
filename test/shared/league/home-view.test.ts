import { describe, expect, it } from 'vitest';
import { homeView, type RegionSlice } from '../../../src/shared/league/home-view.js';
import type { MatchRow } from '../../../src/shared/league/matches-view.js';
import type { TableRow } from '../../../src/shared/league/tables-view.js';
import { LIVE_CARDS_MAX } from '../../../src/shared/ui/payload.js';

const side = {
  id: 1,
  name: 'A',
  shortName: 'A',
  slug: 'a',
  placeholder: false,
  color: null,
  logo: null,
  score: null,
  shootout: null,
};
const row = (id: number, status: MatchRow['status'], date: string): MatchRow => ({
  id,
  date,
  status,
  soon: false,
  minute: null,
  hasPage: true,
  home: side,
  away: side,
});
const leader = { name: 'Leader', rank: 1 } as TableRow;

const slices: RegionSlice[] = [
  {
    region: 'espana',
    view: {
      upcoming: [row(1, 'scheduled', '2026-11-22T13:00:00Z'), row(2, 'live', '2026-11-22T12:00:00Z')],
      latest: [row(3, 'ended', '2026-11-20T12:00:00Z')],
      tableTop: [leader],
    },
  },
  {
    region: 'italia',
    view: {
      upcoming: [row(4, 'scheduled', '2026-11-22T12:30:00Z'), row(5, 'live', '2026-11-22T11:50:00Z')],
      latest: [row(6, 'ended', '2026-11-21T12:00:00Z')],
      tableTop: [],
    },
  },
];

describe('homeView', () => {
  it('puts live matches of every competition first, then the next kick-offs by time', () => {
    expect(homeView(slices).onNow.map((m) => m.match.id)).toEqual([5, 2, 4, 1]);
  });

  it.each([
    [3, 3, 3],
    [6, 6, 0],
    [9, 9, 0],
    [30, LIVE_CARDS_MAX, 0],
  ])('shows of %i live matches %i, then next kick-offs to six cards (%i)', (lives, shown, nexts) => {
    const many: RegionSlice[] = ['espana', 'italia', 'mena'].map((region, r) => ({
      region,
      view: {
        upcoming: [
          ...Array.from({ length: lives / 3 }, (_, i) => row(100 + r * 10 + i, 'live', `2026-11-22T12:0${i}:00Z`)),
          ...Array.from({ length: 4 }, (_, i) => row(200 + r * 10 + i, 'scheduled', `2026-11-22T1${3 + i}:0${r}:00Z`)),
        ],
        latest: [],
        tableTop: [],
      },
    }));
    const onNow = homeView(many).onNow;
    expect(onNow.filter((m) => m.match.status === 'live')).toHaveLength(shown);
    expect(onNow.filter((m) => m.match.status === 'scheduled').map((m) => m.match.id)).toEqual(
      [200, 210, 220].slice(0, nexts),
    );
  });

  it('lists the latest results newest first, tagged with their competition', () => {
    expect(homeView(slices).latest).toEqual([
      { region: 'italia', match: slices[1]!.view.latest[0] },
      { region: 'espana', match: slices[0]!.view.latest[0] },
    ]);
  });

  it('names a leader only for competitions with a table', () => {
    expect(homeView(slices).leaders).toEqual([{ region: 'espana', row: leader }]);
  });
});
