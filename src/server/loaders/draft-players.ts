import { poolCards } from '../../shared/league/draft-lists.js';
import { teamsOf } from '../../shared/league/draft-people.js';
import { NO_FILTER, parsePoolFilter } from '../../shared/league/pool-filter.js';
import { defineLoader } from './define-loader.js';
import { currentSeason } from './draft-common.js';

/** The current season's draft pool (docs/spec.md §7, `categories=draft`) and the filters the address asks for. */
export default defineLoader('draft-players', async (ctx) => {
  const { season, name } = await currentSeason(ctx);
  if (!season) return { data: { season: null, cards: [], teams: [], filter: NO_FILTER } };
  const cards = poolCards(await ctx.data.api.seasonPlayers(season.id, { categories: ['draft'] }));
  const teams = teamsOf(cards.map((c) => c.team));
  return {
    data: {
      season: name,
      cards,
      teams,
      filter: parsePoolFilter(
        (key) => ctx.query.get(key),
        teams.map((team) => team.id),
      ),
    },
  };
});

declare module '../../shared/routing/page-kinds.js' {
  interface PageLoaders {
    'draft-players': true;
  }
}
