import type { Gender } from '../../shared/config/contexts.js';
import { draftCalls } from './api-draft.js';
import { matchCalls } from './api-matches.js';
import { seasonCalls } from './api-seasons.js';
import { teamCalls } from './api-teams.js';
import type { Fetch } from './fetcher.js';

export type { MatchQuery } from './api-matches.js';
export type { PlayerStatsQuery, SortOrder } from './api-seasons.js';

/** Every league API call the site makes, typed, cached and checked. */
export function createLeagueApi(fetch: Fetch, contextGenders: readonly Gender[]) {
  return { ...seasonCalls(fetch, contextGenders), ...teamCalls(fetch), ...matchCalls(fetch), ...draftCalls(fetch, contextGenders) };
}

export type LeagueApi = ReturnType<typeof createLeagueApi>;
