import type { RouteBase } from '../../shared/routing/routes.js';
import { homeLoader } from './home.js';
import { matchLoader } from './match.js';
import { matchesLoader } from './matches.js';
import { playerLoader } from './player.js';
import { regionHomeLoader } from './region-home.js';
import { tablesLoader } from './tables.js';
import { teamLoader } from './team.js';
import { teamsLoader } from './teams.js';
import type { Loader } from './types.js';

/** Pages whose bodies come from league data; the others need no loader. */
export const LOADERS: Partial<Record<RouteBase, Loader>> = {
  index: homeLoader,
  region: regionHomeLoader,
  'region-tables': tablesLoader,
  'region-tables-kwcc': tablesLoader,
  'region-matches': matchesLoader,
  'region-matches-match': matchLoader,
  'players-player': playerLoader,
  'region-players-player': playerLoader,
  'region-teams': teamsLoader,
  'teams-team': teamLoader,
  'region-teams-team': teamLoader,
};
