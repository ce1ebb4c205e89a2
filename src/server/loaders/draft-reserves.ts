import { reserveCards } from '../../shared/league/draft-lists.js';
import { orNone } from '../errors.js';
import { defineLoader } from './define-loader.js';
import { currentSeason } from './draft-common.js';

/** The current season's reserve list; a season without one says so. */
export default defineLoader('draft-reserves', async (ctx) => {
  const { season, name } = await currentSeason(ctx);
  const reserves = season ? await orNone(ctx.data.api.draftReserves(season.id, ctx.lang)) : null;
  return { data: { season: name, reserves: reserves && reserveCards(reserves) } };
});

declare module '../../shared/routing/page-kinds.js' {
  interface PageLoaders {
    'draft-reserves': true;
  }
}
