/**
 * Responses written by hand in the shapes of docs/upstream.md, with what real ones carry: nulls,
 * metaInformation as JSON text, a grouped legend, ratings as strings, unknown keys.
 */
export const team = (id: number, name: string, extra: Record<string, unknown> = {}) => ({
  id,
  name,
  shortName: name.slice(0, 3).toUpperCase(),
  completeName: `${name} Club`,
  countryId: 75,
  firstColorHEX: '#aedeff',
  secondColorHEX: '#071d33',
  logo: { url: `https://cdn.example/teams/${id}.png` },
  inverseLogo: null,
  heroImage: null,
  heroVideo: null,
  gender: 'male',
  metaInformation: {
    tiktok_url: null,
    twitch_url: 'https://www.twitch.tv/wolfpack',
    youtube_url: null,
    instagram_url: null,
  },
  sponsorSlug: 'unknown-key-kept',
  ...extra,
});

export const player = (id: number, extra: Record<string, unknown> = {}) => ({
  id,
  shortName: 'M. Dupont',
  firstName: 'Mathis',
  lastName: 'Dupont',
  jerseyName: 'DUPONT',
  role: 'forward',
  foot: 'right',
  gender: 'male',
  image: { url: `https://cdn.example/players/${id}.png` },
  countryId: 75,
  jersey: 9,
  secondaryCountryId: null,
  birthDate: '2001-03-14',
  height: 181,
  weight: null,
  marketValue: null,
  category: 'draft',
  metaInformation: {
    average: '75',
    duels: '71',
    skills: '80',
    defence: '44',
    passing: '70',
    physical: '77',
    shooting: '82',
  },
  ...extra,
});

export const president = (id: number) =>
  player(id, { role: null, category: null, firstName: 'Pres', metaInformation: '{"category":"president"}' });

export const staff = (id: number, role: string) => ({
  id,
  shortName: `${role} ${id}`,
  firstName: 'Alex',
  lastName: `Staff${id}`,
  role,
  countryId: 75,
  image: null,
  gender: 'male',
  birthDate: null,
  metaInformation: null,
});

const FLAT_LEGEND = [
  { color: 'green', placement: 'playoff:semifinal' },
  { color: 'green', placement: 'playoff:semifinal' },
  null,
];
const GROUPED_LEGEND = [FLAT_LEGEND, [{ color: 'blue', placement: 'playoff:quarterfinal' }]];

export const season = (id: number, extra: Record<string, unknown> = {}) => ({
  id,
  competitionId: 21,
  seasonClusterId: 7,
  name: `Season ${id}`,
  displayName: null,
  start: '2025-01-05T00:00:00.000Z',
  finish: '2025-06-01T00:00:00.000Z',
  finished: false,
  isCurrent: null,
  image: null,
  winnerTeamId: null,
  metaInformation: {
    position_legend: JSON.stringify(GROUPED_LEGEND),
    secondary_position_legend: null,
    best_goalkeeper_id: '812',
  },
  competition: { id: 21, name: 'Kings League France', gender: 'male', countryId: 75, visible: true },
  ...extra,
});

export const scores = {
  homeScore: 3,
  awayScore: 3,
  homeScore1T: 1,
  awayScore1T: 2,
  homeScore2T: 2,
  awayScore2T: 1,
  homeScore3T: null,
  awayScore3T: null,
  homeScoreP: 4,
  awayScoreP: 2,
};

export const matchSummary = (id: number, date: string | null, extra: Record<string, unknown> = {}) => ({
  id,
  date,
  seasonId: 35,
  phaseId: 101,
  groupId: 201,
  turnId: 301,
  status: 'endedAfterPenalties',
  currentMinute: null,
  stadiumId: 9,
  participants: {
    homeTeamId: 174,
    awayTeamId: 175,
    homeTeam: team(174, 'Wolf Pack FC'),
    awayTeam: team(175, 'PANAM ALL STARZ'),
  },
  scores,
  metaInformation: { youtube_url: 'https://www.youtube.com/watch?v=abc' },
  groupName: 'Group A',
  turnName: 'Jornada 1',
  ...extra,
});

export const standing = (id: number, rank: number) => ({
  id,
  rank,
  points: 12 - rank,
  team: team(173 + rank, `Team ${rank}`),
  gameTotal: 4,
  gameWon: 3,
  gameExtraTimeWon: 0,
  gamePenaltyWon: 1,
  gameDraw: null,
  gameLost: 0,
  gameExtraTimeLost: 0,
  gamePenaltyLost: 0,
  goalPro: 20,
  goalAgainst: 11,
  positionLegend: '{"color":"green","placement":"playoff:semifinal"}',
  secondaryPositionLegend: null,
});

export const seasonDetail = (id: number, extra: Record<string, unknown> = {}) => ({
  ...season(id),
  phases: [
    {
      id: 101,
      name: 'Regular season',
      displayName: null,
      groups: [
        {
          id: 201,
          name: 'Group A',
          hasStandings: true,
          standings: [standing(1, 1), standing(2, 2)],
          turns: [
            {
              id: 301,
              name: 'Jornada 1',
              shortName: 'J1',
              start: '2025-01-05T00:00:00.000Z',
              finish: null,
              matches: [matchSummary(1704, '2025-04-06T14:00:00.000Z')],
            },
          ],
        },
      ],
    },
    {
      id: 102,
      name: 'Playoff',
      displayName: 'Final Four',
      groups: [{ id: 202, name: 'Bracket', hasStandings: false, standings: null, turns: [] }],
    },
  ],
  ...extra,
});

export const event = (n: number, matchSecond: number, codes: string, extra: Record<string, unknown> = {}) => ({
  id: `KL_1704_${n}`,
  matchId: 1704,
  half: matchSecond >= 1200 ? 2 : 1,
  second: matchSecond % 1200,
  matchSecond,
  teamId: 174,
  playerId: 9001,
  opponentTeamId: 175,
  opponentPlayerId: null,
  parameterAppString: codes,
  videoSecond: null,
  ...extra,
});

export const matchDetail = (id = 1704) => ({
  ...matchSummary(id, '2025-04-06T14:00:00.000Z'),
  season: season(35),
  participants: {
    homeTeamId: 174,
    awayTeamId: 175,
    homeTeam: { ...team(174, 'Wolf Pack FC'), players: [player(9001), president(9002)], lineups: [] },
    awayTeam: {
      ...team(175, 'PANAM ALL STARZ'),
      players: [player(9101, { role: 'goalkeeper', metaInformation: { average: '70', diving: '72', reflexes: 69 } })],
      lineups: [],
    },
  },
  durations: { duration: 40, duration1T: 20, duration2T: 20, duration3T: null, durationP: 3 },
  halfs: { halfNumber: 2, halfDuration: 20, halfExtraTimeNumber: 0, halfExtraTimeDuration: 0 },
  stadium: { name: 'KL France Arena', image: null, countryId: 75, country: { id: 75, name: 'France' } },
  events: [event(3, 2460, ',GOL,TIR,TIR-S,'), event(1, 300, ',GOL,TIR,TIR-S,'), event(2, 1230, ',CRT-G,')],
  stats: {
    homeTeam: {
      teamId: 174,
      teamStats: [{ id: 1, total: 12, total1T: 5, total2T: 7, parameterCode: 'TIR' }],
      players: [{ playerId: 9001, playerStats: [{ parameterCode: 'GOL', total: 2, minutes: 40 }] }],
    },
    awayTeam: { teamId: 175, teamStats: [], players: [] },
  },
});

export const ranking = (rank: number, extra: Record<string, unknown> = {}) => ({
  parameter: { code: 'CRT-G', name: 'Yellow cards', shortName: 'YC' },
  total: 5 - rank,
  totalAvg: null,
  ranking: rank,
  matchesPlayed: 8,
  minutesPlayed: 320,
  player: { ...player(9000 + rank), team: team(174, 'Wolf Pack FC') },
  ...extra,
});

export const cluster = (id: number, isCurrent: boolean | null, finish: string | null, seasons: unknown[]) => ({
  id,
  name: `Cluster ${id}`,
  isCurrent,
  finish,
  seasons,
});

export const wpPost = (id: number, slug: string, content: string) => ({
  id,
  slug,
  date: '2025-04-07T10:00:00',
  modified: '2025-04-07T11:00:00',
  link: `https://cms.example/${slug}`,
  title: { rendered: 'Wolf Pack gana en los penaltis &#8211; crónica &amp; goles' },
  excerpt: { rendered: '<p>Un partido <strong>loco</strong>&hellip;</p>' },
  content: { rendered: content, protected: false },
  categories: [3],
  featured_media: 55,
  _embedded: { 'wp:featuredmedia': [{ source_url: 'https://cms.example/img/55.jpg', alt_text: 'Celebración' }] },
});
