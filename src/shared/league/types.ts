/**
 * The league API's objects as UPSTREAM.md fixes them. The API sends null rather than leaving a
 * key out, so nullable fields are `T | null`; keys only some responses carry are optional.
 * Season shapes live in season-types.ts, match and event shapes in match-types.ts.
 */
import type { Gender } from '../config/contexts.js';
import type { StaffRole } from './staff.js';

export type { Gender };
export type Image = { url: string } | null;
export type PlayerGender = Exclude<Gender, 'both'>;
export type PlayerRole = 'goalkeeper' | 'defender' | 'midfielder' | 'forward';
export type PlayerCategory = 'draft' | 'wildcard';

/** Snake-case keys; values may be JSON text, numbers or rating strings such as "75". */
export type MetaInformation = Record<string, unknown>;

export interface Team {
  id: number;
  name: string;
  shortName: string | null;
  completeName: string | null;
  countryId: number | null;
  firstColorHEX: string | null;
  secondColorHEX: string | null;
  logo: Image;
  inverseLogo: Image;
  heroImage: Image;
  heroVideo: string | null;
  metaInformation: MetaInformation | null;
  gender: PlayerGender | null;
  /** Only in a match detail. */
  players?: Player[];
  lineups?: unknown[];
  /** Set by the site, never by the API (SPEC.md §3). */
  isPlaceholder?: boolean;
  staffs?: Staff[];
}

export interface Player {
  id: number;
  shortName: string | null;
  firstName: string | null;
  lastName: string | null;
  jerseyName: string | null;
  role: PlayerRole | null;
  foot: string | null;
  gender: PlayerGender | null;
  image: Image;
  countryId: number | null;
  jersey: number | null;
  secondaryCountryId: number | null;
  /** YYYY-MM-DD */
  birthDate: string | null;
  height: number | null;
  weight: number | null;
  marketValue: number | null;
  category: PlayerCategory | null;
  metaInformation: MetaInformation | null;
}

export interface Staff {
  id: number;
  shortName: string | null;
  firstName: string | null;
  lastName: string | null;
  role: StaffRole | null;
  countryId: number | null;
  image: Image;
  gender: PlayerGender | null;
  birthDate: string | null;
  metaInformation: MetaInformation | null;
}

export interface Standing {
  id: number;
  rank: number;
  points: number;
  team: Team;
  gameTotal: number;
  gameWon: number;
  gameExtraTimeWon: number;
  gamePenaltyWon: number;
  gameDraw: number;
  gameLost: number;
  gameExtraTimeLost: number;
  gamePenaltyLost: number;
  goalPro: number;
  goalAgainst: number;
  positionLegend: unknown;
  secondaryPositionLegend: unknown;
}

export interface StatParameter {
  code: string;
  name: string;
  shortName: string | null;
}

/** One stat line: a player's (with their team) or a team's. */
export interface Ranking {
  parameter: StatParameter;
  total: number;
  totalAvg: number | null;
  ranking: number;
  matchesPlayed: number | null;
  minutesPlayed: number | null;
  player?: (Player & { team: Team }) | null;
  team?: Team | null;
}
