import { teamsView } from '../../shared/league/teams-view.js';
import type { TeamsPageData } from '../../shared/ui/page-data.js';
import { UNAVAILABLE, type Loader, type Unavailable } from './types.js';

/** The region's current season's teams with their presidents and coach. */
export const teamsLoader: Loader = async ({ data, region }): Promise<TeamsPageData | Unavailable> => {
  const competition = await data.competition.load(region!);
  // Nothing to show and nothing older at hand: say so rather than 'no teams yet'.
  if (competition.missing.includes('clusters') || competition.missing.includes('teams')) return UNAVAILABLE;
  const season = competition.season;
  if (!season) return { season: null, teams: [] };
  return { season: season.displayName ?? season.name, teams: teamsView(competition.teams) };
};
