import { applicationView } from '../../shared/league/application-view.js';
import { orNone } from '../errors.js';
import { defineLoader } from './define-loader.js';
import { currentSeason } from './draft-common.js';

/** The open call to the competition's next draft, as it stands at the request's time. */
export default defineLoader('join-draft', async (ctx) => {
  const { season } = await currentSeason(ctx);
  const call = season ? await orNone(ctx.data.api.draftApplication(season.competitionId, ctx.lang)) : null;
  return { data: { application: call && applicationView(call, ctx.now, ctx.lang) } };
});

declare module '../../shared/routing/page-kinds.js' {
  interface PageLoaders {
    'join-draft': true;
  }
}
