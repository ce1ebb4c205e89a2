/** Season, phase, group and turn shapes from UPSTREAM.md; see types.ts for the conventions. */
import type { Legend } from './legends.js';
import type { MatchSummary } from './match-types.js';
import type { Gender, Image, MetaInformation, Standing } from './types.js';

export interface Competition {
  id: number;
  name: string;
  gender: Gender;
  countryId: number | null;
  visible: boolean | null;
}

export interface SeasonMeta extends MetaInformation {
  /** Possibly JSON text: read it through toLegend. */
  position_legend?: Legend | string | null;
  secondary_position_legend?: Legend | string | null;
  stats_partner?: unknown;
  season_partners?: unknown;
  best_goalkeeper_id?: number | string | null;
}

export interface Season {
  id: number;
  competitionId: number;
  seasonClusterId: number | null;
  name: string;
  displayName: string | null;
  start: string | null;
  finish: string | null;
  finished: boolean | null;
  isCurrent: boolean | null;
  image: Image;
  winnerTeamId: number | null;
  metaInformation: SeasonMeta | null;
  competition?: Competition | null;
  phases?: Phase[];
}

export interface SeasonCluster {
  id: number;
  name: string;
  isCurrent: boolean | null;
  finish: string | null;
  seasons: Season[];
}

export interface Phase {
  id: number;
  name: string;
  displayName: string | null;
  groups: Group[];
}

export interface Group {
  id: number;
  name: string;
  hasStandings: boolean | null;
  standings: Standing[];
  turns: Turn[];
}

export interface Turn {
  id: number;
  name: string;
  shortName: string | null;
  start: string | null;
  finish: string | null;
  matches: MatchSummary[];
}
