import { describe, expect, it } from 'vitest';
import { FEWEST_ANSWERS, mostlyUnavailable, recentAnswers } from '../../src/server/recent-answers.js';

describe('the page answers of the last minute', () => {
  it('counts answers and 503s, and forgets those older than a minute', () => {
    let now = 1_000_000;
    const recent = recentAnswers(() => now);
    recent.record(200);
    recent.record(503);
    now += 30_000;
    recent.record(503);
    recent.record(304);
    expect(recent.counts()).toEqual({ answers: 4, unavailable: 2 });
    now += 30_000;
    expect(recent.counts()).toEqual({ answers: 2, unavailable: 1 });
    now += 60_000;
    expect(recent.counts()).toEqual({ answers: 0, unavailable: 0 });
    // A slot used a minute ago starts again from nothing.
    recent.record(503);
    expect(recent.counts()).toEqual({ answers: 1, unavailable: 1 });
  });

  it.each([
    [0, 0, false],
    [FEWEST_ANSWERS - 1, FEWEST_ANSWERS - 1, false],
    [FEWEST_ANSWERS, FEWEST_ANSWERS / 2, false],
    [FEWEST_ANSWERS, FEWEST_ANSWERS / 2 + 1, true],
    [1000, 999, true],
    [1000, 400, false],
  ])('%i answers, %i of them 503s: mostly unavailable %s', (answers, unavailable, expected) => {
    expect(mostlyUnavailable({ answers, unavailable })).toBe(expected);
  });
});
