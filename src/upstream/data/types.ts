/**
 * The committed dataset (data/league/*.json), as scripts/generate-data.ts writes it. It holds
 * structure and facts only: dates are minutes from the anchor day, and results, events,
 * standings and brackets are derived at run time from the seed and the clock, so the files
 * never go stale.
 */
export type CompetitionGender = 'male' | 'female' | 'both';
export type TeamGender = 'male' | 'female';
export type Edition = 'previous' | 'current';
export type PlayerRole = 'goalkeeper' | 'defender' | 'midfielder' | 'forward';
export type LegendStyle = 'object' | 'text' | 'grouped';

export interface RawCompetition {
  id: number;
  name: string;
  gender: CompetitionGender;
  countryId: number | null;
  visible: boolean;
  region: string;
}

export interface RawCluster {
  id: number;
  region: string;
  edition: Edition;
}

export interface RawStadium {
  id: number;
  name: string;
  countryId: number;
  country: string;
}

export interface RawTeam {
  id: number;
  name: string;
  shortName: string;
  completeName: string;
  countryId: number | null;
  colors: [string, string];
  /** Null for the mixed squads of the both-gender cup and for placeholders. */
  gender: TeamGender | null;
  placeholder: boolean;
  social: Record<string, string> | null;
  /** 0–100: how strong the simulated results make the team. */
  strength: number;
}

export interface RawPlayer {
  id: number;
  teamId: number;
  firstName: string;
  lastName: string;
  shortName: string;
  jerseyName: string;
  role: PlayerRole;
  foot: 'left' | 'right';
  gender: TeamGender;
  countryId: number;
  jersey: number;
  birthDate: string;
  height: number;
  weight: number;
  marketValue: number;
  category: 'draft' | 'wildcard';
  ratings: Record<string, string>;
}

export interface RawStaff {
  id: number;
  teamId: number;
  role: 'president' | 'coach';
  firstName: string;
  lastName: string;
  shortName: string;
  countryId: number;
  gender: TeamGender;
  birthDate: string | null;
}

/**
 * Where a knockout side comes from once it is known: a position in the season's table, a
 * position in one group of a cup's group stage (`group` counts the stage's groups from 0), or
 * the winner of a match (of this season, or of another for a final between champions).
 */
export type Slot = { rank: number } | { group: number; rank: number } | { winnerOf: number };

export interface RawMatch {
  id: number;
  seasonId: number;
  /** Until a playoff slot resolves, the placeholder team standing in for it. */
  home: number;
  away: number;
  /** Kick-off in minutes from the anchor day's midnight (UTC). */
  minute: number;
  stadiumId: number;
  status?: 'postponed' | 'cancelled';
  /** Kicks off every hour on the hour, or on the half hour, following the clock. */
  rolling?: 'hour' | 'half';
  /** A real result: home, away, and the shoot-out when it was a draw. */
  result?: [number, number, number | null, number | null];
  homeFrom?: Slot;
  awayFrom?: Slot;
}

export type TurnKind = 'regular' | 'quarterfinal' | 'semifinal' | 'final';

export interface RawTurn {
  id: number;
  number: number;
  kind: TurnKind;
  matches: RawMatch[];
}

export interface RawGroup {
  id: number;
  kind: TurnKind;
  /** A cup's group-stage letter ("A"); league tables and knockout rounds have none. */
  label?: string;
  hasStandings: boolean;
  turns: RawTurn[];
}

export interface RawPhase {
  id: number;
  kind: 'regular' | 'playoff';
  groups: RawGroup[];
}

export interface RawSeason {
  id: number;
  competitionId: number;
  clusterId: number;
  edition: Edition;
  /** Every team that plays in it. */
  teamIds: number[];
  /** What `/seasons/{id}/teams` lists: season 13 leaves its guest clubs out (docs/spec.md §9). */
  listedTeamIds: number[];
  /** Season 13 has no phases of its own: its matches live in season 14's. */
  phasesFrom: number | null;
  legend: LegendStyle;
  partners: boolean;
  phases: RawPhase[];
}

export interface RawPost {
  id: number;
  /** The cmsKey's last segment, e.g. `kings-espana`. */
  cms: string;
  slug: string;
  minute: number;
  title: string;
  excerpt: string;
  content: string;
  categories: number[];
}

export interface RawDataset {
  competitions: RawCompetition[];
  clusters: RawCluster[];
  stadiums: RawStadium[];
  teams: RawTeam[];
  players: RawPlayer[];
  staff: RawStaff[];
  seasons: RawSeason[];
  news: RawPost[];
}

/** One file per part, so a change reads as a small diff. */
export const DATASET_FILES: Readonly<Record<keyof RawDataset, string>> = {
  competitions: 'competitions.json',
  clusters: 'clusters.json',
  stadiums: 'stadiums.json',
  teams: 'teams.json',
  players: 'players.json',
  staff: 'staff.json',
  seasons: 'seasons.json',
  news: 'news.json',
};
