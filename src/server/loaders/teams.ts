import { type TeamSummary, teamsView } from '../../shared/league/teams-view.js';
import { lastMade } from '../../shared/memo.js';
import type { CompetitionTeam } from '../data/competition-teams.js';
import { staffsByTeam } from '../data/season-staffs.js';
import { UpstreamError } from '../errors.js';
import { defineLoader, regionOf } from './define-loader.js';

/** The cards of a cached team list with its staff: one list while both are the same, its HTML kept beside it. */
const keptViews = lastMade<readonly CompetitionTeam[], TeamSummary[]>();

/** The region's current season's teams with their presidents and coach. */
export default defineLoader('teams', async (ctx) => {
  const competition = await ctx.data.competition.load(regionOf(ctx));
  if (competition.missing.includes('teams')) throw new UpstreamError('Season teams unavailable', '/teams');
  const season = competition.season;
  if (!season) return { data: { season: null, teams: [] } };
  // Staff that cannot be read leaves the cards without presidents and coaches, and says so.
  const staffs = await ctx.part(staffsByTeam(ctx.data.api, season.id, competition.teams));
  const teams = keptViews(competition.teams, '', [staffs], () =>
    teamsView(competition.teams.map((team) => ({ ...team, staffs: staffs?.get(team.id) ?? [] }))),
  );
  return { data: { season: season.displayName ?? season.name, teams } };
});

declare module '../../shared/routing/page-kinds.js' {
  interface PageLoaders {
    teams: true;
  }
}
