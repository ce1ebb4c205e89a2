import { describe, expect, it } from 'vitest';
import {
  type BoardQuery,
  pageLink,
  pagerItems,
  readBoardQuery,
  sortLink,
  withQuery,
} from '../../../src/shared/league/stats-query.js';

const COLUMNS = ['total', 'totalAvg', 'CRT-R', 'matchesPlayed'];
const read = (search: string) => readBoardQuery(new URLSearchParams(search), COLUMNS);

describe("readBoardQuery: the address's sort and page, anything unusable falling back", () => {
  it.each([
    ['', { orderBy: 'ranking', sortOrder: 'ASC', page: 1 }],
    ['orderBy=total', { orderBy: 'total', sortOrder: 'DESC', page: 1 }],
    ['orderBy=total&sortOrder=ASC&page=3', { orderBy: 'total', sortOrder: 'ASC', page: 3 }],
    ['orderBy=CRT-R&sortOrder=desc', { orderBy: 'CRT-R', sortOrder: 'DESC', page: 1 }],
    ['orderBy=ranking&sortOrder=DESC', { orderBy: 'ranking', sortOrder: 'DESC', page: 1 }],
    ['orderBy=name', { orderBy: 'ranking', sortOrder: 'ASC', page: 1 }],
    ['orderBy=minutesPlayed', { orderBy: 'ranking', sortOrder: 'ASC', page: 1 }],
    ['orderBy=total&sortOrder=sideways', { orderBy: 'total', sortOrder: 'DESC', page: 1 }],
    ['page=0', { orderBy: 'ranking', sortOrder: 'ASC', page: 1 }],
    ['page=-2', { orderBy: 'ranking', sortOrder: 'ASC', page: 1 }],
    ['page=2.5', { orderBy: 'ranking', sortOrder: 'ASC', page: 1 }],
    ['page=abc', { orderBy: 'ranking', sortOrder: 'ASC', page: 1 }],
    ['page=1e3', { orderBy: 'ranking', sortOrder: 'ASC', page: 1 }],
    ['page=9999999999', { orderBy: 'ranking', sortOrder: 'ASC', page: 1 }],
    ['page=250000', { orderBy: 'ranking', sortOrder: 'ASC', page: 250000 }],
    ['page=2&page=5', { orderBy: 'ranking', sortOrder: 'ASC', page: 2 }],
  ] as const)('?%s', (search, expected) => expect(read(search)).toEqual(expected));
});

describe('links', () => {
  const q = (orderBy: string, sortOrder: 'ASC' | 'DESC', page = 1): BoardQuery => ({ orderBy, sortOrder, page });

  it.each([
    ['a figure sorts highest first', q('ranking', 'ASC', 3), 'total', null, { orderBy: 'total' }],
    ['the sorted figure turns round', q('total', 'DESC'), 'total', null, { orderBy: 'total', sortOrder: 'ASC' }],
    ['and back again', q('total', 'ASC'), 'total', null, { orderBy: 'total' }],
    ['the rank sorts best first: no query', q('total', 'DESC', 2), 'ranking', null, {}],
    ['the rank turned round', q('ranking', 'ASC'), 'ranking', null, { orderBy: 'ranking', sortOrder: 'DESC' }],
    ['the season stays', q('ranking', 'ASC'), 'CRT-R', 20, { season: 20, orderBy: 'CRT-R' }],
  ] as const)('sort: %s', (_name, current, column, season, expected) => {
    expect(
      Object.fromEntries(Object.entries(sortLink(current, column, season)).filter(([, v]) => v !== undefined)),
    ).toEqual(expected);
  });

  it('a page link keeps the sort and the season; page 1 has no page', () => {
    expect(withQuery('/en/espana/stats/goals', pageLink(q('total', 'ASC', 1), 2, 20))).toBe(
      '/en/espana/stats/goals?season=20&orderBy=total&sortOrder=ASC&page=2',
    );
    expect(withQuery('/en/espana/stats/goals', pageLink(q('ranking', 'ASC', 2), 1, null))).toBe(
      '/en/espana/stats/goals',
    );
  });
});

describe('pagerItems', () => {
  it.each([
    [1, 1, [1]],
    [2, 5, [1, 2, 3, 4, 5]],
    [1, 8, [1, 2, null, 8]],
    [4, 8, [1, null, 3, 4, 5, null, 8]],
    [8, 8, [1, null, 7, 8]],
    [2, 12, [1, 2, 3, null, 12]],
  ] as const)('page %i of %i', (page, pages, items) => expect(pagerItems(page, pages)).toEqual(items));
});
