import { describe, expect, it } from 'vitest';
import { clubForm, matchPreview } from '../../../src/shared/league/match-preview.js';
import { match, SEASON } from '../../helpers/league-fixtures.js';

const NOW = new Date('2026-10-20T18:00:00.000Z');

describe('a club form before a match', () => {
  // Team 1's season: days 1–7 ended, day 8 still to play.
  const matches = [
    match(1, 1, 1, 2, 3, 1),
    match(2, 2, 3, 1, 2, 0),
    match(3, 3, 1, 4, 2, 2, [3, 1]),
    match(4, 4, 5, 1, 1, 1, [2, 1]),
    match(5, 5, 1, 6, 5, 0),
    match(6, 6, 7, 1, 0, 4),
    match(7, 7, 2, 3, 1, 0),
    match(8, 8, 1, 2, 0, 0, null, 'notStarted'),
  ];

  it.each([
    ['the last five, oldest first', null, ['L', 'WP', 'LP', 'W', 'W'], [2, 3, 4, 5, 6]],
    ['only matches before this one', '2026-10-04T12:00:00.000Z', ['W', 'L', 'WP'], [1, 2, 3]],
    ['none before the first', '2026-10-01T00:00:00.000Z', [], []],
  ])('%s', (_label, before, results, ids) => {
    const form = clubForm(matches, 1, before, NOW);
    expect(form.map((f) => f.result)).toEqual(results);
    expect(form.map((f) => f.match.id)).toEqual(ids);
  });

  it('links each result to its match', () => {
    const last = clubForm(matches, 1, '2026-10-04T00:00:00.000Z', NOW).at(-1);
    expect(last!.match).toMatchObject({ id: 3, hasPage: true, home: { slug: 't1', score: 2 }, away: { slug: 't4' } });
  });
});

describe('a match preview', () => {
  it("gives both clubs' table positions, with the group where the table has several, and their form", () => {
    const preview = matchPreview(SEASON, { id: 20, date: '2026-10-09T16:00:00.000Z', homeId: 1, awayId: 3 }, NOW);
    expect(preview.home.position).toEqual({ rank: 1, points: 5, played: 2, group: 'A' });
    expect(preview.away.position).toEqual({ rank: 1, points: 6, played: 2, group: 'B' });
    expect(preview.home.form.map((f) => [f.result, f.match.id])).toEqual([['W', 10]]);
    expect(preview.away.form).toEqual([]);
  });

  it('has no position for a club in no table', () => {
    const preview = matchPreview(SEASON, { id: 20, date: null, homeId: 1, awayId: 99 }, NOW);
    expect(preview.away.position).toBeNull();
  });
});
