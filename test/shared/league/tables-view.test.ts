import { describe, expect, it } from 'vitest';
import { formGuide, resultFor } from '../../../src/shared/league/form.js';
import type { MatchSummary } from '../../../src/shared/league/match-types.js';
import type { Season } from '../../../src/shared/league/season-types.js';
import type { Standing, Team } from '../../../src/shared/league/types.js';
import { tablesView } from '../../../src/shared/league/tables-view.js';

const team = (id: number, name: string): Team => ({
  id, name, shortName: name.slice(0, 3).toUpperCase(), completeName: null, countryId: null, firstColorHEX: '#112233', secondColorHEX: null,
  logo: { url: `/media/teams/${id}.svg` }, inverseLogo: null, heroImage: null, heroVideo: null, metaInformation: null, gender: 'male',
});

const match = (id: number, day: number, home: number, away: number, hs: number, as: number, p: [number, number] | null = null, status = 'ended'): MatchSummary => ({
  id, date: `2026-10-${String(day).padStart(2, '0')}T16:00:00.000Z`, seasonId: 14, phaseId: 1, groupId: 1, turnId: day, status: status as never,
  currentMinute: null, stadiumId: null, participants: { homeTeamId: home, awayTeamId: away, homeTeam: team(home, `T${home}`), awayTeam: team(away, `T${away}`) },
  scores: { homeScore: hs, awayScore: as, homeScore1T: null, awayScore1T: null, homeScore2T: null, awayScore2T: null, homeScore3T: null, awayScore3T: null, homeScoreP: p?.[0] ?? null, awayScoreP: p?.[1] ?? null },
  metaInformation: null,
});

const standing = (rank: number, id: number, points: number): Standing => ({
  id: rank, rank, points, team: team(id, `T${id}`), gameTotal: 2, gameWon: 1, gameExtraTimeWon: 0, gamePenaltyWon: 0, gameDraw: 0,
  gameLost: 1, gameExtraTimeLost: 0, gamePenaltyLost: 0, goalPro: 5, goalAgainst: 4, positionLegend: null, secondaryPositionLegend: null,
});

describe('form guide', () => {
  it.each([
    [match(1, 1, 1, 2, 3, 1), 1, 'W'], [match(1, 1, 1, 2, 3, 1), 2, 'L'],
    [match(1, 1, 1, 2, 2, 2, [3, 2]), 1, 'WP'], [match(1, 1, 1, 2, 2, 2, [3, 2]), 2, 'LP'],
    [match(1, 1, 1, 2, 2, 2, [1, 4]), 1, 'LP'], [match(1, 1, 1, 2, 1, 0, null, 'inPlay2H'), 1, null],
    [match(1, 1, 1, 2, 1, 0, null, 'postponed'), 1, null], [match(1, 1, 1, 2, 1, 0), 3, null],
  ] as const)('match %#: team %i → %s', (m, teamId, expected) => {
    expect(resultFor(m, teamId)).toBe(expected);
  });

  it('keeps the last five results in date order', () => {
    const matches = [7, 1, 3, 2, 6, 5, 4].map((d) => match(d, d, 1, 2, d % 2 ? 2 : 0, 1));
    expect(formGuide(matches, 1)).toEqual(['W', 'L', 'W', 'L', 'W']);
  });
});

describe('tables view', () => {
  const season: Season = {
    id: 14, competitionId: 3, seasonClusterId: 1, name: 'Split 2', displayName: 'Split 2 2026', start: null, finish: null, finished: false,
    isCurrent: true, image: null, winnerTeamId: null,
    metaInformation: { position_legend: JSON.stringify([[{ color: 'green', placement: 'playoff:semifinal' }, { color: 'blue', placement: 'playoff:quarterfinal' }], [{ color: 'gold', placement: 'final' }]]) },
    phases: [
      { id: 1, name: 'Regular', displayName: null, groups: [
        { id: 1, name: 'A', hasStandings: true, standings: [standing(2, 2, 3), standing(1, 1, 5)], turns: [{ id: 1, name: 'J1', shortName: 'J1', start: null, finish: null, matches: [match(10, 1, 1, 2, 4, 3)] }] },
        { id: 2, name: 'B', hasStandings: true, standings: [standing(1, 3, 6)], turns: [] },
      ] },
      { id: 2, name: 'Playoff', displayName: 'Playoffs', groups: [
        { id: 3, name: 'Final', hasStandings: false, standings: [], turns: [{ id: 9, name: 'F', shortName: 'F', start: null, finish: null, matches: [match(20, 9, 1, 3, 2, 2, [4, 3], 'notStarted')] }] },
      ] },
    ],
  };
  const view = tablesView(season);

  it('sorts rows by rank and gives each group its legend, falling back to the first', () => {
    expect(view.groups.map((g) => g.rows.map((r) => r.teamId))).toEqual([[1, 2], [3]]);
    expect(view.groups[0]!.rows.map((r) => r.legend?.placement)).toEqual(['playoff:semifinal', 'playoff:quarterfinal']);
    expect(view.groups[1]!.rows[0]!.legend).toEqual({ color: 'gold', placement: 'final' });
    expect(view.groups[0]!.legend).toHaveLength(2);
  });

  it('adds the form guide and the numbers of each row', () => {
    expect(view.groups[0]!.rows[0]).toMatchObject({ rank: 1, points: 5, played: 2, goalsFor: 5, goalsAgainst: 4, form: ['W'], logo: '/media/teams/1.svg' });
    expect(view.groups[0]!.rows[1]!.form).toEqual(['L']);
  });

  it('shows the playoff phase as a bracket', () => {
    expect(view.playoff?.name).toBe('Playoffs');
    expect(view.playoff?.rounds[0]).toMatchObject({ name: 'Final', matches: [{ id: 20, home: { id: 1, score: 2, shootout: 4 }, away: { id: 3 } }] });
    expect(view.seasonName).toBe('Split 2 2026');
  });
});
