import { describe, expect, it } from 'vitest';
import { cacheKey, queryString } from '../../../src/server/data/query.js';

describe('the cache key of a league API request', () => {
  it.each([
    ['no query', '/a', undefined, '/a'],
    ['an empty query', '/a', {}, '/a'],
    ['keys sorted', '/a', { lang: 'es', genders: 'male' }, '/a?genders=male&lang=es'],
    [
      'a list as repeated keys, its values sorted',
      '/a',
      { competitions: [9, 10, 3] },
      '/a?competitions=10&competitions=3&competitions=9',
    ],
    ['missing values left out', '/a', { lang: undefined, page: null, live: false }, '/a?live=false'],
    ['separators inside values escaped', '/a', { q: 'x&y=z' }, '/a?q=x%26y%3Dz'],
  ])('%s', (_, path, query, key) => {
    expect(cacheKey(path, query)).toBe(key);
  });

  it('is the same however the caller orders the query, and differs when a value does', () => {
    expect(cacheKey('/s', { b: [2, 1], a: 'x' })).toBe(cacheKey('/s', { a: 'x', b: [1, 2] }));
    expect(cacheKey('/s', { q: 'x&y=z' })).not.toBe(cacheKey('/s', { q: 'x', y: 'z' }));
  });

  it("leaves the request's own query in the caller's order", () => {
    expect(queryString({ lang: 'es', genders: ['male', 'both'] })).toBe('?lang=es&genders=male&genders=both');
  });
});
