import type { MatchesView } from '../league/matches-view.js';
import type { TablesView } from '../league/tables-view.js';

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

export function isUnavailable(data: unknown): data is UnavailableData {
  return typeof data === 'object' && data !== null && (data as UnavailableData).unavailable === true;
}
