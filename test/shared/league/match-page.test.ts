import { describe, expect, it } from 'vitest';
import { hasMatchPage, NO_PAGE_MATCH_IDS, statsVisible } from '../../../src/shared/league/match-page.js';

describe('hasMatchPage', () => {
  it('lists the docs/spec.md §9 ids', () => {
    expect([...NO_PAGE_MATCH_IDS].sort()).toEqual([1, 2, 8]);
  });

  it.each([
    [8, false],
    [1, false],
    [2, false],
    [0, true],
    [3, true],
    [18, true],
    [1704, true],
  ])('match %i → %s', (id, page) => {
    expect(hasMatchPage(id)).toBe(page);
  });
});

describe('statsVisible: only live or ended', () => {
  it.each([
    ['inPlay1H', true],
    ['halfTime', true],
    ['inPlayP', true],
    ['ended', true],
    ['endedAfterPenalties', true],
    ['', true],
    [null, true],
    ['notStarted', false],
    ['postponed', false],
    ['cancelled', false],
    ['abandoned', false],
    ['suspended', false],
  ])('%j → %s', (status, visible) => {
    expect(statsVisible(status)).toBe(visible);
  });
});
