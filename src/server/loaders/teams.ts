import { teamsView } from '../../shared/league/teams-view.js';
import { UpstreamError } from '../errors.js';
import { defineLoader, regionOf } from './define-loader.js';

/** The region's current season's teams with their presidents and coach. */
export default defineLoader('teams', async (ctx) => {
  const competition = await ctx.data.competition.load(regionOf(ctx));
  if (competition.missing.includes('teams')) throw new UpstreamError('Season teams unavailable', '/teams');
  if (competition.missing.includes('staffs')) ctx.lacks('staffs');
  const season = competition.season;
  if (!season) return { data: { season: null, teams: [] } };
  return { data: { season: season.displayName ?? season.name, teams: teamsView(competition.teams) } };
});

declare module '../../shared/routing/page-kinds.js' {
  interface PageLoaders {
    teams: true;
  }
}
