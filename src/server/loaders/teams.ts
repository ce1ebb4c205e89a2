import { teamsView } from '../../shared/league/teams-view.js';
import { UpstreamError } from '../errors.js';
import { defineLoader, regionOf } from './define-loader.js';

/** The region's current season's teams with their presidents and coach. */
export default defineLoader('teams', async (ctx) => {
  const competition = await ctx.data.competition.load(regionOf(ctx));
  if (competition.missing.includes('teams')) throw new UpstreamError('Season teams unavailable', '/teams');
  const season = competition.season;
  if (!season) return { data: { season: null, teams: [] } };
  // Placeholder teams have no staff to ask for; a staff list that fails leaves its card without names.
  const staffs = await Promise.all(competition.teams.map((team) => (team.isPlaceholder ? [] : ctx.part(ctx.data.api.teamSeasonStaffs(team.id, season.id)))));
  const teams = competition.teams.map((team, i) => ({ ...team, staffs: staffs[i] ?? [] }));
  return { data: { season: season.displayName ?? season.name, teams: teamsView(teams) } };
});

declare module '../../shared/routing/page-kinds.js' {
  interface PageLoaders {
    teams: true;
  }
}
