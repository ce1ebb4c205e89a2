import { QUALIFIER_LEAGUES, type QualifierLeague, raceView } from '../../shared/league/race-view.js';
import { orNone } from '../errors.js';
import { defineLoader } from './define-loader.js';

/** The page's league is its address's last word, the same in every language (docs/spec.md §2). */
function leagueOf(url: string): QualifierLeague {
  return new URL(url).pathname.endsWith('/americas') ? 'americas' : 'spain';
}

/**
 * One league's race to the next King of Kings: the league's current season and its race. A
 * season that runs no race (between seasons) is said in words, not as an error.
 */
export default defineLoader('qualifiers', async (ctx) => {
  const league = leagueOf(ctx.url);
  const { region, competitionId } = QUALIFIER_LEAGUES[league];
  const competition = await ctx.data.competition.season(region);
  const season =
    competition.seasons.find((s) => s.competitionId === competitionId && s.isCurrent) ??
    competition.seasons.find((s) => s.competitionId === competitionId);
  if (!season) return { data: { league, seasonName: null, race: null } };
  const race = await orNone(ctx.data.api.kingOfKingsRace(season.id, ctx.lang));
  return { data: { league, seasonName: season.displayName ?? season.name, race: race && raceView(race, ctx.now) } };
});

declare module '../../shared/routing/page-kinds.js' {
  interface PageLoaders {
    qualifiers: true;
  }
}
