import { wildcardTeams } from '../../shared/league/draft-lists.js';
import { defineLoader } from './define-loader.js';
import { currentSeason } from './draft-common.js';

/** The current season's wildcards (docs/spec.md §7, `categories=wildcard`), by team. */
export default defineLoader('wildcards', async (ctx) => {
  const { season, name } = await currentSeason(ctx);
  if (!season) return { data: { season: null, teams: [] } };
  return {
    data: {
      season: name,
      teams: wildcardTeams(await ctx.data.api.seasonPlayers(season.id, { categories: ['wildcard'] })),
    },
  };
});

declare module '../../shared/routing/page-kinds.js' {
  interface PageLoaders {
    wildcards: true;
  }
}
