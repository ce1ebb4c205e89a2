import { describe, expect, it } from 'vitest';
import { formGuide, resultFor } from '../../../src/shared/league/form.js';
import { tablesView } from '../../../src/shared/league/tables-view.js';
import { match, SEASON } from '../../helpers/league-fixtures.js';

describe('form guide', () => {
  it.each([
    [match(1, 1, 1, 2, 3, 1), 1, 'W'],
    [match(1, 1, 1, 2, 3, 1), 2, 'L'],
    [match(1, 1, 1, 2, 2, 2, [3, 2]), 1, 'WP'],
    [match(1, 1, 1, 2, 2, 2, [3, 2]), 2, 'LP'],
    [match(1, 1, 1, 2, 2, 2, [1, 4]), 1, 'LP'],
    [match(1, 1, 1, 2, 1, 0, null, 'inPlay2H'), 1, null],
    [match(1, 1, 1, 2, 1, 0, null, 'postponed'), 1, null],
    [match(1, 1, 1, 2, 1, 0), 3, null],
  ] as const)('match %#: team %i → %s', (m, teamId, expected) => {
    expect(resultFor(m, teamId)).toBe(expected);
  });

  it('keeps the last five results in date order', () => {
    const matches = [7, 1, 3, 2, 6, 5, 4].map((d) => match(d, d, 1, 2, d % 2 ? 2 : 0, 1));
    expect(formGuide(matches, 1)).toEqual(['W', 'L', 'W', 'L', 'W']);
  });
});

describe('tables view', () => {
  const view = tablesView(SEASON);

  it('maps a season once and hands the same view out again, a copy of it anew', () => {
    expect(tablesView(SEASON)).toBe(tablesView(SEASON));
    expect(tablesView({ ...SEASON })).not.toBe(tablesView(SEASON));
    expect(tablesView({ ...SEASON })).toEqual(tablesView(SEASON));
  });

  it('sorts rows by rank and gives each group its legend, falling back to the first', () => {
    expect(view.groups.map((g) => g.rows.map((r) => r.teamId))).toEqual([[1, 2], [3]]);
    expect(view.groups[0]!.rows.map((r) => r.legend?.placement)).toEqual(['playoff:semifinal', 'playoff:quarterfinal']);
    expect(view.groups[1]!.rows[0]!.legend).toEqual({ color: 'gold', placement: 'final' });
    expect(view.groups[0]!.legend).toHaveLength(2);
  });

  it('adds the form guide and the numbers of each row', () => {
    expect(view.groups[0]!.rows[0]).toMatchObject({
      rank: 1,
      points: 5,
      played: 2,
      goalsFor: 5,
      goalsAgainst: 4,
      form: ['W'],
      logo: '/media/teams/1.svg',
    });
    expect(view.groups[0]!.rows[1]!.form).toEqual(['L']);
  });

  it('shows the playoff phase as a bracket', () => {
    expect(view.playoff?.name).toBe('Playoffs');
    expect(view.playoff?.rounds[0]).toMatchObject({
      name: 'Final',
      matches: [{ id: 20, home: { team: { id: 1 }, score: 2, shootout: 4 }, away: { team: { id: 3 } } }],
    });
    expect(view.seasonName).toBe('Split 2 2026');
  });
});
