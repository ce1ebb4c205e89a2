import { applicationView } from '../../shared/league/application-view.js';
import { draftTally, poolCards } from '../../shared/league/draft-lists.js';
import { orNone } from '../errors.js';
import { defineLoader } from './define-loader.js';
import { currentSeason } from './draft-common.js';

/**
 * The open call to the competition's next draft, as it stands at the request's time; without one,
 * when the next call opens if the league has said. Beside it, what the current edition's draft
 * came to, from its pool (docs/decisions/0081-small-fixes.md).
 */
export default defineLoader('join-draft', async (ctx) => {
  const { season, name } = await currentSeason(ctx);
  if (!season || name === null) return { data: { application: null, nextCall: null, edition: null } };
  const [call, pool] = await Promise.all([
    orNone(ctx.data.api.draftApplication(season.competitionId, ctx.lang)),
    ctx.part(ctx.data.api.seasonPlayers(season.id, { categories: ['draft'] })),
  ]);
  const next = call ? null : await ctx.part(ctx.data.api.nextDraftCall(season.competitionId));
  const tally = pool && draftTally(poolCards(pool));
  return {
    data: {
      application: call && applicationView(call, ctx.now, ctx.lang),
      // An announced date already past says nothing about the next call.
      nextCall: next && Date.parse(next.opens) > ctx.now.getTime() ? next.opens : null,
      edition: tally && { season: name, ...tally },
    },
  };
});

declare module '../../shared/routing/page-kinds.js' {
  interface PageLoaders {
    'join-draft': true;
  }
}
