import type { CompetitionGender, LegendStyle, RawStadium } from '../data/types.js';
import type { NamePool } from './names.js';

/**
 * A world cup: a group stage whose first two of each group go through to quarter-finals, then
 * semi-finals and a final, played day after day at a tournament's venues.
 */
export interface CupPlan {
  /** Groups of the group stage; a seeded draw deals the teams into them. */
  groups: number;
  /** Stadium ids: where the groups are played, and where the knockout rounds are. */
  venues: { groups: number; knockout: number };
  /** [previous, current] teams, when they are not the club set's: the clubs world cup invites the regional leagues' clubs. */
  teams?: [readonly number[], readonly number[]];
}

/**
 * The shape of the whole dataset: which competitions exist, their ids (regions.ts and docs/spec.md
 * §1 and §9), their seasons, and where their teams come from. Everything else is generated.
 */
export interface CompetitionPlan {
  id: number;
  name: string;
  gender: CompetitionGender;
  visible: boolean;
  region: string;
  countryId: number | null;
  /** [previous, current] season ids. */
  seasons: [number, number];
  /** [previous, current] cluster ids: a region's competitions share their clusters. */
  clusters: [number, number];
  /** The club set its teams come from (clubs.ts). */
  clubs: string;
  /** The regular-phase turn (a cup's group matchday) played on the anchor day in the current season. */
  currentTurn: number;
  /** Local kick-off hour of the day's first match and the region's offset from UTC. */
  firstHour: number;
  utcOffset: number;
  stadiumId: number;
  legend: LegendStyle;
  cup?: CupPlan;
}

export const COUNTRY = {
  spain: 1,
  mexico: 2,
  italy: 3,
  brazil: 4,
  france: 5,
  germany: 6,
  saudiArabia: 7,
  argentina: 8,
  colombia: 9,
  peru: 10,
  portugal: 11,
  morocco: 12,
  uae: 13,
  qatar: 14,
  egypt: 15,
  usa: 16,
  japan: 17,
  australia: 18,
  nigeria: 19,
} as const;

export const STADIUMS: readonly RawStadium[] = [
  { id: 1, name: 'Kings Arena Barcelona', countryId: COUNTRY.spain, country: 'España' },
  { id: 2, name: 'Kings Arena Ciudad de México', countryId: COUNTRY.mexico, country: 'México' },
  { id: 3, name: 'Kings Arena Milano', countryId: COUNTRY.italy, country: 'Italia' },
  { id: 4, name: 'Kings Arena São Paulo', countryId: COUNTRY.brazil, country: 'Brasil' },
  { id: 5, name: 'KL France Arena', countryId: COUNTRY.france, country: 'France' },
  { id: 6, name: 'Kings Arena Köln', countryId: COUNTRY.germany, country: 'Deutschland' },
  { id: 7, name: 'Kings Arena Riyadh', countryId: COUNTRY.saudiArabia, country: 'السعودية' },
  { id: 8, name: 'Kings World Cup Arena', countryId: COUNTRY.mexico, country: 'México' },
  { id: 9, name: 'Kings Arena Torino', countryId: COUNTRY.italy, country: 'Italia' },
];

const plan = (p: CompetitionPlan): CompetitionPlan => p;

/**
 * The clubs world cup: the previous edition's invited clubs with four of the regional leagues', and
 * now the regional leagues' clubs alone. Season 13 lists its eight own clubs; the eight of Spain
 * and the Americas are its guests (SEASON_13_GUESTS).
 */
const WORLD_CUP: CupPlan = {
  groups: 4,
  venues: { groups: 8, knockout: 2 },
  teams: [
    [186, 187, 188, 189, 190, 191, 192, 193, 194, 195, 196, 197, 2, 6, 42, 160],
    [101, 104, 50, 162, 174, 113, 116, 127],
  ],
};

/**
 * Season ids 13, 14, 28 and 37 are the special ones of docs/spec.md §9. 13 is the current Kings World
 * Cup Clubs edition (competition 8): it lists only its own clubs, its matches also involve guest
 * clubs 5, 8, 9, 10 (Spain) and 37, 38, 40, 41 (Americas), and they live in the phases of
 * season 14, the current season of the hidden competition 9. 35 is France's 2024/25 season of
 * the public facts.
 */
export const COMPETITIONS: readonly CompetitionPlan[] = [
  plan({
    id: 3,
    name: 'Kings League Spain',
    gender: 'male',
    visible: true,
    region: 'espana',
    countryId: COUNTRY.spain,
    seasons: [20, 41],
    clusters: [1, 2],
    clubs: 'kings-espana',
    currentTurn: 8,
    firstHour: 16,
    utcOffset: 1,
    stadiumId: 1,
    legend: 'object',
  }),
  plan({
    id: 4,
    name: 'Queens League Spain',
    gender: 'female',
    visible: true,
    region: 'espana',
    countryId: COUNTRY.spain,
    seasons: [21, 42],
    clusters: [1, 2],
    clubs: 'queens-espana',
    currentTurn: 6,
    firstHour: 10,
    utcOffset: 1,
    stadiumId: 1,
    legend: 'text',
  }),
  plan({
    id: 6,
    name: 'Copa Kings & Queens',
    gender: 'both',
    visible: true,
    region: 'espana',
    countryId: COUNTRY.spain,
    seasons: [22, 43],
    clusters: [1, 2],
    clubs: 'mixed-espana',
    currentTurn: 4,
    firstHour: 12,
    utcOffset: 1,
    stadiumId: 1,
    legend: 'grouped',
  }),
  plan({
    id: 5,
    name: 'Kings League Americas',
    gender: 'male',
    visible: true,
    region: 'americas',
    countryId: COUNTRY.mexico,
    seasons: [24, 44],
    clusters: [3, 4],
    clubs: 'kings-americas',
    currentTurn: 7,
    firstHour: 16,
    utcOffset: -6,
    stadiumId: 2,
    legend: 'text',
  }),
  plan({
    id: 12,
    name: 'Queens League Americas',
    gender: 'female',
    visible: true,
    region: 'americas',
    countryId: COUNTRY.mexico,
    seasons: [25, 45],
    clusters: [3, 4],
    clubs: 'queens-americas',
    currentTurn: 5,
    firstHour: 10,
    utcOffset: -6,
    stadiumId: 2,
    legend: 'object',
  }),
  plan({
    id: 10,
    name: 'Kings League Italia',
    gender: 'male',
    visible: true,
    region: 'italia',
    countryId: COUNTRY.italy,
    seasons: [28, 46],
    clusters: [5, 6],
    clubs: 'kings-italia',
    currentTurn: 9,
    firstHour: 16,
    utcOffset: 1,
    stadiumId: 3,
    legend: 'object',
  }),
  plan({
    id: 17,
    name: 'Kings League Brazil',
    gender: 'male',
    visible: true,
    region: 'brazil',
    countryId: COUNTRY.brazil,
    seasons: [30, 47],
    clusters: [7, 8],
    clubs: 'kings-brazil',
    currentTurn: 8,
    firstHour: 16,
    utcOffset: -3,
    stadiumId: 4,
    legend: 'text',
  }),
  plan({
    id: 21,
    name: 'Kings League France',
    gender: 'male',
    visible: true,
    region: 'france',
    countryId: COUNTRY.france,
    seasons: [35, 48],
    clusters: [9, 10],
    clubs: 'kings-france',
    currentTurn: 6,
    firstHour: 16,
    utcOffset: 1,
    stadiumId: 5,
    legend: 'object',
  }),
  plan({
    id: 11,
    name: 'Kings League Germany',
    gender: 'male',
    visible: true,
    region: 'germany',
    countryId: COUNTRY.germany,
    seasons: [32, 49],
    clusters: [11, 12],
    clubs: 'kings-germany',
    currentTurn: 5,
    firstHour: 16,
    utcOffset: 1,
    stadiumId: 6,
    legend: 'grouped',
  }),
  plan({
    id: 26,
    name: 'Kings League MENA',
    gender: 'male',
    visible: true,
    region: 'mena',
    countryId: COUNTRY.saudiArabia,
    seasons: [36, 37],
    clusters: [13, 14],
    clubs: 'kings-mena',
    currentTurn: 3,
    firstHour: 16,
    utcOffset: 0,
    stadiumId: 7,
    legend: 'text',
  }),
  plan({
    id: 18,
    name: 'Kings World Cup Nations',
    gender: 'male',
    visible: true,
    region: 'kwc-nations',
    countryId: null,
    seasons: [26, 50],
    clusters: [15, 16],
    clubs: 'nations',
    currentTurn: 2,
    firstHour: 15,
    utcOffset: 0,
    stadiumId: 9,
    legend: 'object',
    cup: { groups: 4, venues: { groups: 9, knockout: 3 } },
  }),
  plan({
    id: 8,
    name: 'Kings World Cup Clubs',
    gender: 'male',
    visible: true,
    region: 'world-cup',
    countryId: null,
    seasons: [12, 13],
    clusters: [17, 18],
    clubs: 'world-clubs',
    currentTurn: 3,
    firstHour: 13,
    utcOffset: 0,
    stadiumId: 8,
    legend: 'grouped',
    cup: WORLD_CUP,
  }),
  plan({
    id: 9,
    name: 'Kings World Cup Clubs (calendario)',
    gender: 'male',
    visible: false,
    region: 'world-cup',
    countryId: null,
    seasons: [11, 14],
    clusters: [17, 18],
    clubs: 'world-clubs',
    currentTurn: 3,
    firstHour: 13,
    utcOffset: 0,
    stadiumId: 8,
    legend: 'object',
    cup: WORLD_CUP,
  }),
  plan({
    id: 0,
    name: 'King of Kings',
    gender: 'male',
    visible: true,
    region: 'king-of-kings',
    countryId: null,
    seasons: [27, 51],
    clusters: [19, 20],
    clubs: 'king-of-kings',
    currentTurn: 4,
    firstHour: 18,
    utcOffset: 1,
    stadiumId: 9,
    legend: 'object',
  }),
];

/** docs/spec.md §9. */
export const SHARED_PHASES = { season: 13, phasesFrom: 14 } as const;
export const SEASON_13_GUESTS: readonly number[] = [5, 8, 9, 10, 37, 38, 40, 41];

export const CLUB_POOLS: Readonly<Record<string, NamePool>> = {
  'kings-espana': 'es',
  'queens-espana': 'es',
  'mixed-espana': 'es',
  'kings-americas': 'mx',
  'queens-americas': 'mx',
  'kings-italia': 'it',
  'kings-brazil': 'pt',
  'kings-france': 'fr',
  'kings-germany': 'de',
  'kings-mena': 'ar',
  'world-clubs': 'en',
};

/**
 * The Finalissima (queens): the champions of Queens League Spain and Queens League Americas meet
 * once a year. The previous edition names its teams; the current one takes the winners of the
 * finals of both leagues' previous seasons (21 and 25).
 */
export const FINALISSIMA = {
  id: 30,
  name: 'Finalissima',
  gender: 'female',
  region: 'finalissima',
  seasons: [52, 53],
  clusters: [21, 22],
  matchIds: [5000, 5001],
  previous: { home: 15, away: 27, stadiumId: 2, weeksBefore: 52 },
  current: { champions: [21, 25], stadiumId: 1 },
  /** Kick-off, in minutes after the anchor day's midnight (UTC): 20:00 in Barcelona. */
  minute: 19 * 60,
} as const;

/** France's 2024/25 season (35) holds match 1704, Wolf Pack FC v PANAM ALL STARZ, as in the public capture. */
export const FRANCE_CAPTURE = { seasonId: 35, matchId: 1704, home: 174, away: 175 } as const;
