import type { Gender } from '../../shared/config/contexts.js';
import { cupCalls } from './api-cups.js';
import { draftCalls } from './api-draft.js';
import { matchCalls } from './api-matches.js';
import { seasonCalls } from './api-seasons.js';
import { teamCalls } from './api-teams.js';
import type { Fetch } from './fetcher.js';
import { withMatchTeams } from './match-teams.js';
import { type DataLogger, SILENT_LOGGER } from './observe.js';

export type { MatchQuery } from './api-matches.js';
export type { PlayerStatsQuery, SortOrder } from './api-seasons.js';
export { tableName } from './api-seasons.js';

function leagueCalls(fetch: Fetch, contextGenders: readonly Gender[]) {
  return {
    ...seasonCalls(fetch, contextGenders),
    ...teamCalls(fetch),
    ...matchCalls(fetch),
    ...draftCalls(fetch, contextGenders),
    ...cupCalls(fetch),
  };
}

/** Every league API call the site makes, typed, cached and checked; matches come with their teams. */
export function createLeagueApi(
  fetch: Fetch,
  contextGenders: readonly Gender[],
  logger: DataLogger = SILENT_LOGGER,
): LeagueApi {
  return withMatchTeams(leagueCalls(fetch, contextGenders), logger);
}

export type LeagueApi = ReturnType<typeof leagueCalls>;
