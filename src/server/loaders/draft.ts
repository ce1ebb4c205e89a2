import { draftView } from '../../shared/league/draft-view.js';
import { orNone } from '../errors.js';
import { defineLoader } from './define-loader.js';
import { currentSeason } from './draft-common.js';

/** The current season's draft: its rules, dates and picks; a season without one says so. */
export default defineLoader('draft', async (ctx) => {
  const { season, name } = await currentSeason(ctx);
  const draft = season ? await orNone(ctx.data.api.draft(season.id, ctx.lang)) : null;
  return { data: { season: name, draft: draft && draftView(draft) } };
});

declare module '../../shared/routing/page-kinds.js' {
  interface PageLoaders {
    draft: true;
  }
}
