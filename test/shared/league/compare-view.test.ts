import { describe, expect, it } from 'vitest';
import type { PlayerWithTeam, StatLine } from '../../../src/shared/api/index.js';
import {
  compareHead,
  compareRows,
  leadOf,
  per40,
  pickerClubs,
  withChosen,
} from '../../../src/shared/league/compare-view.js';
import type { PlayerView } from '../../../src/shared/league/player-view.js';
import { team } from '../../helpers/league-fixtures.js';

const line = (code: string, total: number, ranking: number, minutesPlayed: number | null = 200): StatLine => ({
  parameter: { code },
  total,
  ranking,
  minutesPlayed,
});

describe('figures per 40 minutes', () => {
  it.each([
    // total, minutes, per 40
    [7, 200, 1.4],
    [1, 240, 0.17],
    [2, 240, 0.33],
    [3, 40, 3],
    [0, 400, 0],
    [5, 20, 10],
    [0.82, 240, 0.14],
    [4, 0, null],
    [4, null, null],
  ])('%s in %s minutes is %s per 40', (total, minutes, expected) => {
    expect(per40(total, minutes)).toBe(expected);
  });
});

describe('who leads a row', () => {
  it.each([
    [3, 1, 'a'],
    [1, 3, 'b'],
    [2, 2, 'level'],
    [0, 0, 'level'],
    [0.5, 0.25, 'a'],
  ] as const)('%s against %s: %s', (a, b, lead) => {
    expect(leadOf(a, b)).toBe(lead);
  });
});

describe('the two players’ rows', () => {
  it('follows the player page’s order, keeps codes either player has and counts a missing line as 0', () => {
    const rows = compareRows(
      [line('GOL', 6, 2), line('PG', 5, 10), line('PAR', 0, 40)],
      [line('GOL', 3, 9, 120), line('PAR', 22, 1, 120), line('XX', 9, 1)],
    );
    expect(rows.map((r) => r.code)).toEqual(['PG', 'GOL', 'PAR']);
    const [matches, goals, saves] = rows as [(typeof rows)[0], (typeof rows)[0], (typeof rows)[0]];
    // Matches played is no count: no figure per 40 minutes.
    expect(matches).toMatchObject({ a: { total: 5, per40: null, ranking: 10 }, b: null, lead: 'a', shareA: 1 });
    expect(goals).toMatchObject({ a: { total: 6, per40: 1.2 }, b: { total: 3, per40: 1 }, lead: 'a' });
    expect(goals.shareA).toBeCloseTo(2 / 3);
    expect(saves).toMatchObject({ lead: 'b', shareA: 0 });
  });

  it('calls equal totals level, the bars halved when both are 0', () => {
    const rows = compareRows([line('GOL', 2, 5), line('MVP', 0, 9)], [line('GOL', 2, 5), line('MVP', 0, 9)]);
    expect(rows.map((r) => [r.code, r.lead, r.shareA])).toEqual([
      ['GOL', 'level', 0.5],
      ['MVP', 'level', 0.5],
    ]);
  });

  it('gives no figure per 40 minutes to a pass percentage', () => {
    expect(compareRows([line('PAS-X', 80, 1)], [])[0]!.a!.per40).toBeNull();
  });

  it('has no rows when neither player has a line', () => {
    expect(compareRows([], [])).toEqual([]);
  });
});

describe('the picker', () => {
  const player = (id: number, firstName: string, club: number | null) =>
    ({ id, firstName, lastName: 'X', team: club === null ? null : team(club, `Club ${club}`) }) as PlayerWithTeam;

  it('groups the season’s players by club, clubs and players by name, leaving out players without a club', () => {
    const clubs = pickerClubs([
      player(3, 'Carla', 2),
      player(1, 'Bea', 1),
      player(2, 'Ana', 2),
      player(9, 'Zoe', null),
    ]);
    expect(clubs).toEqual([
      { name: 'Club 1', players: [{ id: 1, name: 'Bea X' }] },
      {
        name: 'Club 2',
        players: [
          { id: 2, name: 'Ana X' },
          { id: 3, name: 'Carla X' },
        ],
      },
    ]);
  });

  it('adds a chosen player of another region under their club, once', () => {
    const clubs = pickerClubs([player(1, 'Bea', 1)]);
    expect(withChosen(clubs, [{ id: 1, name: 'Bea X', club: 'Club 1' }])).toBe(clubs);
    const chosen = { id: 7, name: 'Luca', club: 'Club 9' };
    expect(withChosen(clubs, [chosen, chosen])).toEqual([
      { name: 'Club 1', players: [{ id: 1, name: 'Bea X' }] },
      { name: 'Club 9', players: [{ id: 7, name: 'Luca' }] },
    ]);
  });
});

describe("a player's head above the figures", () => {
  const view = {
    id: 12,
    name: 'Javier Molina',
    slug: 'javier-molina',
    image: null,
    role: 'goalkeeper',
    team: null,
    region: 'espana',
    age: 31,
  } as unknown as PlayerView;

  it('keeps what the comparison shows, and only that', () => {
    expect(compareHead(view)).toEqual({
      id: 12,
      name: 'Javier Molina',
      slug: 'javier-molina',
      image: null,
      role: 'goalkeeper',
      team: null,
      region: 'espana',
    });
  });

  it('is one object per kept player view, so its JSON in the page is written once for every pair', () => {
    expect(compareHead(view)).toBe(compareHead(view));
    expect(compareHead({ ...view })).not.toBe(compareHead(view));
  });
});

describe('rows kept with the season lines they come from', () => {
  const a = [line('G', 3, 1)];
  const b = [line('G', 1, 2)];

  it('gives the same rows for the same two lists of lines, and others when either list is another', () => {
    expect(compareRows(a, b)).toBe(compareRows(a, b));
    expect(compareRows(b, a)).not.toBe(compareRows(a, b));
    expect(compareRows(a, [...b])).not.toBe(compareRows(a, b));
    expect(compareRows(a, [...b])).toEqual(compareRows(a, b));
  });
});
