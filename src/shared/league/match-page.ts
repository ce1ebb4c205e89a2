import { displayStatus } from './match-status.js';

/** docs/spec.md §9: these match ids never get a page of their own. */
export const NO_PAGE_MATCH_IDS: readonly number[] = Object.freeze([8, 1, 2]);

export function hasMatchPage(id: number): boolean {
  return !NO_PAGE_MATCH_IDS.includes(id);
}

/** Statistics exist only once play has begun; a scheduled or called-off match has none. */
export function statsVisible(status: string | null | undefined): boolean {
  const shown = displayStatus(status);
  return shown === 'live' || shown === 'ended';
}
