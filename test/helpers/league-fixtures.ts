import type {
  MatchDetail,
  MatchEvent,
  MatchSummary,
  Player,
  SeasonDetail,
  Standing,
  Team,
} from '../../src/shared/api/index.js';

/** Small league fixtures in the shapes of docs/upstream.md. */
export const team = (id: number, name: string): Team => ({
  id,
  name,
  shortName: name.slice(0, 3).toUpperCase(),
  completeName: null,
  countryId: null,
  firstColorHEX: '#112233',
  secondColorHEX: null,
  logo: { url: `/media/teams/${id}.svg` },
  inverseLogo: null,
  heroImage: null,
  heroVideo: null,
  metaInformation: null,
  gender: 'male',
});

export const match = (
  id: number,
  day: number,
  home: number,
  away: number,
  hs: number,
  as: number,
  p: [number, number] | null = null,
  status = 'ended',
): MatchSummary => ({
  id,
  date: `2026-10-${String(day).padStart(2, '0')}T16:00:00.000Z`,
  seasonId: 14,
  phaseId: 1,
  groupId: 1,
  turnId: day,
  status,
  currentMinute: null,
  stadiumId: null,
  participants: {
    homeTeamId: home,
    awayTeamId: away,
    homeTeam: team(home, `T${home}`),
    awayTeam: team(away, `T${away}`),
  },
  scores: {
    homeScore: hs,
    awayScore: as,
    homeScore1T: null,
    awayScore1T: null,
    homeScore2T: null,
    awayScore2T: null,
    homeScore3T: null,
    awayScore3T: null,
    homeScoreP: p?.[0] ?? null,
    awayScoreP: p?.[1] ?? null,
  },
  metaInformation: null,
});

export const standing = (rank: number, id: number, points: number): Standing => ({
  id: rank,
  rank,
  points,
  team: team(id, `T${id}`),
  gameTotal: 2,
  gameWon: 1,
  gameExtraTimeWon: 0,
  gamePenaltyWon: 0,
  gameDraw: 0,
  gameLost: 1,
  gameExtraTimeLost: 0,
  gamePenaltyLost: 0,
  goalPro: 5,
  goalAgainst: 4,
  positionLegend: null,
  secondaryPositionLegend: null,
});

export const SEASON: SeasonDetail = {
  id: 14,
  competitionId: 3,
  seasonClusterId: 1,
  name: 'Split 2',
  displayName: 'Split 2 2026',
  start: null,
  finish: null,
  finished: false,
  isCurrent: true,
  image: null,
  winnerTeamId: null,
  metaInformation: {
    position_legend: [
      [
        { color: 'green', placement: 'playoff:semifinal' },
        { color: 'blue', placement: 'playoff:quarterfinal' },
      ],
      [{ color: 'gold', placement: 'final' }],
    ],
    secondary_position_legend: null,
    stats_partner: null,
    season_partners: null,
    best_goalkeeper_id: null,
  },
  phases: [
    {
      id: 1,
      name: 'Regular',
      displayName: null,
      groups: [
        {
          id: 1,
          name: 'A',
          hasStandings: true,
          standings: [standing(2, 2, 3), standing(1, 1, 5)],
          turns: [
            { id: 1, name: 'J1', shortName: 'J1', start: null, finish: null, matches: [match(10, 1, 1, 2, 4, 3)] },
          ],
        },
        { id: 2, name: 'B', hasStandings: true, standings: [standing(1, 3, 6)], turns: [] },
      ],
    },
    {
      id: 2,
      name: 'Playoff',
      displayName: 'Playoffs',
      groups: [
        {
          id: 3,
          name: 'Final',
          hasStandings: false,
          standings: [],
          turns: [
            {
              id: 9,
              name: 'F',
              shortName: 'F',
              start: null,
              finish: null,
              matches: [match(20, 9, 1, 3, 2, 2, [4, 3], 'notStarted')],
            },
          ],
        },
      ],
    },
  ],
};

const player = (id: number, name: string, role: Player['role'], jersey: number): Player => ({
  id,
  shortName: name,
  firstName: null,
  lastName: null,
  jerseyName: name,
  role,
  foot: null,
  gender: 'male',
  image: null,
  countryId: null,
  jersey,
  secondaryCountryId: null,
  birthDate: null,
  height: null,
  weight: null,
  marketValue: null,
  category: 'draft',
  metaInformation: null,
});

export const event = (
  n: number,
  second: number,
  half: number,
  teamId: number,
  playerId: number,
  codes: string,
): MatchEvent => ({
  id: `KL_30_${n}`,
  matchId: 30,
  half,
  second: null,
  matchSecond: second,
  teamId,
  playerId,
  opponentTeamId: null,
  opponentPlayerId: null,
  parameterAppString: codes,
  videoSecond: null,
});

/** Match 30: T1 2–1 T2, with an assisted goal, an own goal by T2's player for T1, and a card. */
export function matchDetail(status = 'ended'): MatchDetail {
  const home = {
    ...team(1, 'T1'),
    players: [
      player(101, 'Striker', 'forward', 9),
      player(102, 'Keeper', 'goalkeeper', 1),
      player(103, 'Maker', 'midfielder', 8),
    ],
    lineups: [],
  };
  const away = { ...team(2, 'T2'), players: [player(201, 'Defender', 'defender', 4)], lineups: [] };
  const base = match(30, 9, 1, 2, 2, 1, null, status);
  const stat = (teamId: number, shots: number) => ({
    teamId,
    teamStats: [{ id: 1, total: shots, total1T: null, total2T: null, parameterCode: 'TIR' }],
    players: [],
  });
  return {
    ...base,
    participants: { ...base.participants, homeTeam: home, awayTeam: away },
    scores: { ...base.scores!, homeScore1T: 1, awayScore1T: 1, homeScore2T: 1, awayScore2T: 0 },
    season: SEASON,
    durations: null,
    halfs: null,
    stadium: { name: 'Cupra Arena', image: null, countryId: null, country: null },
    events: [
      event(4, 2410, 2, 1, 101, ',GOL,TIR,TIR-S,'),
      event(1, 300, 1, 1, 101, ',GOL,'),
      event(2, 300, 1, 1, 103, ',ASS-V,'),
      event(3, 900, 1, 2, 201, ',GOL,GOL-OG,'),
      event(5, 1000, 1, 2, 201, ',CRT-G,'),
    ],
    stats: { homeTeam: stat(1, 12), awayTeam: stat(2, 7) },
  };
}
