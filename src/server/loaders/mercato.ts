import { parseTeamFilter, transfersView } from '../../shared/league/transfers-view.js';
import { orNone } from '../errors.js';
import { defineLoader } from './define-loader.js';
import { currentSeason } from './draft-common.js';

/** The current season's transfer window and the team the address filters by. */
export default defineLoader('mercato', async (ctx) => {
  const { season, name } = await currentSeason(ctx);
  const window = season ? await orNone(ctx.data.api.seasonTransfers(season.id, ctx.lang)) : null;
  const view = window && transfersView(window);
  return {
    data: { season: name, window: view, team: view ? parseTeamFilter(ctx.query.get('team'), view.teams) : null },
  };
});

declare module '../../shared/routing/page-kinds.js' {
  interface PageLoaders {
    mercato: true;
  }
}
