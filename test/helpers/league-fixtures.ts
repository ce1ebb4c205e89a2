import type { MatchSummary } from '../../src/shared/league/match-types.js';
import type { Season } from '../../src/shared/league/season-types.js';
import type { Standing, Team } from '../../src/shared/league/types.js';

/** Small league fixtures in the shapes of UPSTREAM.md. */
export const team = (id: number, name: string): Team => ({
  id, name, shortName: name.slice(0, 3).toUpperCase(), completeName: null, countryId: null, firstColorHEX: '#112233', secondColorHEX: null,
  logo: { url: `/media/teams/${id}.svg` }, inverseLogo: null, heroImage: null, heroVideo: null, metaInformation: null, gender: 'male',
});

export const match = (id: number, day: number, home: number, away: number, hs: number, as: number, p: [number, number] | null = null, status = 'ended'): MatchSummary => ({
  id, date: `2026-10-${String(day).padStart(2, '0')}T16:00:00.000Z`, seasonId: 14, phaseId: 1, groupId: 1, turnId: day, status: status as never,
  currentMinute: null, stadiumId: null, participants: { homeTeamId: home, awayTeamId: away, homeTeam: team(home, `T${home}`), awayTeam: team(away, `T${away}`) },
  scores: { homeScore: hs, awayScore: as, homeScore1T: null, awayScore1T: null, homeScore2T: null, awayScore2T: null, homeScore3T: null, awayScore3T: null, homeScoreP: p?.[0] ?? null, awayScoreP: p?.[1] ?? null },
  metaInformation: null,
});

export const standing = (rank: number, id: number, points: number): Standing => ({
  id: rank, rank, points, team: team(id, `T${id}`), gameTotal: 2, gameWon: 1, gameExtraTimeWon: 0, gamePenaltyWon: 0, gameDraw: 0,
  gameLost: 1, gameExtraTimeLost: 0, gamePenaltyLost: 0, goalPro: 5, goalAgainst: 4, positionLegend: null, secondaryPositionLegend: null,
});

export const SEASON: Season = {
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
