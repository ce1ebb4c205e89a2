import type { SeasonDetail } from '../../shared/api/index.js';
import { playoffPhase } from '../../shared/league/phases.js';
import { tablesView } from '../../shared/league/tables-view.js';
import { defaultTiers, type TierOrder, type TierTeam, teamRecords } from '../../shared/league/tier-list.js';
import { decodeTiers, SHARE_PARAM } from '../../shared/league/tier-moves.js';
import { lastMade } from '../../shared/memo.js';
import { defineLoader, regionOf } from './define-loader.js';

/** The cup's teams rated into tiers, once per cached season and bracket: the page keeps its maker's HTML beside them. */
const keptRatings = lastMade<SeasonDetail, { seasonName: string; teams: TierTeam[]; defaults: TierOrder }>();

/**
 * The region's current world cup rated into tiers (docs/decisions/0029), and a shared list from
 * the address when there is one, so a shared link shows that list even without JavaScript.
 */
export default defineLoader('tier-list', async (ctx) => {
  const competition = await ctx.data.competition.season(regionOf(ctx));
  if (!competition.season) return { data: { seasonName: null, teams: [], defaults: null, shared: null } };
  const id = competition.season.id;
  const detail = await ctx.data.competition.seasonDetail(id, ctx.lang);
  // Knockout results count in the rating; without the bracket's origins they read the same.
  const bracket = playoffPhase(detail) ? await ctx.part(ctx.data.api.seasonBracket(id, ctx.lang)) : null;
  const rated = keptRatings(detail, '', [bracket], () => {
    const tables = tablesView(detail, bracket);
    const records = teamRecords(tables.groups, tables.playoff);
    return {
      seasonName: tables.seasonName,
      teams: records.map((r) => r.team).sort((a, b) => a.id - b.id),
      defaults: defaultTiers(records),
    };
  });
  return { data: { ...rated, shared: decodeTiers(ctx.query.get(SHARE_PARAM), rated.defaults) } };
});

declare module '../../shared/routing/page-kinds.js' {
  interface PageLoaders {
    'tier-list': true;
  }
}
