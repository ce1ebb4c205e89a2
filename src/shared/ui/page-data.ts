import type { HomeView } from '../league/home-view.js';
import type { MatchView } from '../league/match-view.js';
import type { MatchesView } from '../league/matches-view.js';
import type { PlayerView } from '../league/player-view.js';
import type { RegionHomeView } from '../league/region-home-view.js';
import type { TablesView } from '../league/tables-view.js';
import type { TeamView } from '../league/team-view.js';
import type { TeamSummary } from '../league/teams-view.js';
import type { RegionSlug } from '../config/regions.js';

/** Data that could not be loaded: the page says so plainly. */
export interface UnavailableData {
  unavailable: true;
}

export interface TablesPageData {
  seasons: { id: number; name: string }[];
  selected: number | null;
  view: TablesView | null;
}

export interface MatchesPageData {
  view: MatchesView | null;
}

export interface RegionHomeData {
  view: RegionHomeView | null;
  /** The top 3 of the discipline ranking (SPEC.md §7, /api/stats). */
  cards: { name: string; team: string | null; total: number }[] | null;
  news: { slug: string; title: string; date: string | null }[] | null;
}

export interface HomePageData {
  view: HomeView | null;
}

export interface PlayerPageData {
  view: PlayerView;
}

export interface MatchPageData {
  view: MatchView;
}

export interface TeamsPageData {
  /** The current season's name; null when the region has none yet. */
  season: string | null;
  teams: TeamSummary[];
}

export interface TeamPageData {
  view: TeamView;
  /** Where the team's matches, kick-off times and match links belong; on the global page, its season's region. */
  region: RegionSlug;
}

/** GET {LIVE_PREFIX}/{region}/{id}?lang=: the match again, for polling while it is soon or live. */
export const LIVE_PREFIX = '/_live/matches';

export function isUnavailable(data: unknown): data is UnavailableData {
  return typeof data === 'object' && data !== null && (data as UnavailableData).unavailable === true;
}
