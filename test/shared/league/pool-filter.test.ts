import { describe, expect, it } from 'vitest';
import { poolCards } from '../../../src/shared/league/draft-lists.js';
import {
  matchesFilter,
  NO_FILTER,
  type PoolFilter,
  parsePoolFilter,
  poolQuery,
} from '../../../src/shared/league/pool-filter.js';
import { PIO, person, ULTIMATE } from './draft-fixtures.js';

const cards = poolCards([
  person(1, 'Álvaro', 'Núñez', 'goalkeeper', '80', PIO),
  person(2, 'Iker', 'Romero', 'forward', '74', ULTIMATE, { shortName: 'Ikerito' }),
  person(3, 'Ana', 'Gil', 'defender', '61', null),
  person(4, 'Marc', 'Alvarez', 'forward', '59', null),
]);
const ids = (filter: PoolFilter) => cards.filter((c) => matchesFilter(c, filter)).map((c) => c.id);
const parse = (query: string) => {
  const q = new URLSearchParams(query);
  return parsePoolFilter((k) => q.get(k), [7, 11]);
};

describe('draft pool filters', () => {
  it.each([
    ['', { position: null, team: null, q: '' }],
    ['?position=goalkeeper', { position: 'goalkeeper', team: null, q: '' }],
    ['?team=available&q=%20al%20', { position: null, team: 'available', q: 'al' }],
    ['?team=drafted', { position: null, team: 'drafted', q: '' }],
    ['?team=11', { position: null, team: 11, q: '' }],
    ['?team=12&position=striker', { position: null, team: null, q: '' }],
    ['?team=11abc', { position: null, team: null, q: '' }],
    ['?q=&position=&team=', { position: null, team: null, q: '' }],
    [`?q=${'x'.repeat(80)}`, { position: null, team: null, q: 'x'.repeat(60) }],
  ])('reads %s, leaving out what it cannot show', (query, expected) => {
    expect(parse(query)).toEqual(expected);
  });

  it.each([
    [NO_FILTER, [1, 2, 3, 4]],
    [{ ...NO_FILTER, position: 'forward' }, [2, 4]],
    [{ ...NO_FILTER, team: 'available' }, [3, 4]],
    [{ ...NO_FILTER, team: 'drafted' }, [1, 2]],
    [{ ...NO_FILTER, team: 11 }, [2]],
    [{ ...NO_FILTER, q: 'alva' }, [1, 4]],
    [{ ...NO_FILTER, q: 'ÁLVARO núñez' }, [1]],
    [{ ...NO_FILTER, q: 'ikerito' }, [2]],
    [{ position: 'forward', team: 'available', q: 'marc' }, [4]],
    [{ position: 'goalkeeper', team: 'available', q: '' }, []],
  ] as [PoolFilter, number[]][])('keeps the cards %j asks for', (filter, expected) => {
    expect(ids(filter)).toEqual(expected);
  });

  it.each([
    [NO_FILTER, ''],
    [{ position: 'defender', team: 'available', q: ' Ana Gil ' }, '?position=defender&team=available&q=Ana+Gil'],
    [{ position: null, team: 7, q: '' }, '?team=7'],
  ] as [PoolFilter, string][])('writes %j back into the address as %s', (filter, query) => {
    expect(poolQuery(filter)).toBe(query);
    if (query) expect(parse(query)).toEqual({ ...filter, q: filter.q.trim() });
  });

  it('orders the pool best first and maps each player with the team that drafted them', () => {
    expect(cards.map((c) => [c.id, c.rating, c.team?.shortName ?? null])).toEqual([
      [1, 80, 'PIO'],
      [2, 74, 'ULT'],
      [3, 61, null],
      [4, 59, null],
    ]);
    expect(cards[1]).toMatchObject({
      name: 'Iker Romero',
      knownAs: 'Ikerito',
      slug: 'iker-romero',
      image: '/media/players/2.svg',
      role: 'forward',
    });
    expect(cards[0]!.team).toMatchObject({ slug: 'pio-fc', colors: { primary: '#fff384', ink: '#000000' } });
  });
});
