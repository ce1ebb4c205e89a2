import type { Season } from '../../shared/api/index.js';
import { bestGoalkeeperId, leaderboardView } from '../../shared/league/leaderboard-view.js';
import { boardOf, PLAYER_STATS_ORDER, TEAM_STATS_ORDER, type PlayerStatsBase, type TeamBoardBase } from '../../shared/league/stats-boards.js';
import { boardLeaders, matchdayMvps, turnLeaders, type Leader } from '../../shared/league/stats-overview-view.js';
import type { StatCardData } from '../../shared/ui/components/stat-card.js';
import { UpstreamError } from '../errors.js';
import { defineLoader, type LoaderContext } from './define-loader.js';
import { allowed, bestKeeperLine, boardPage, DEFAULT_QUERY, statsSeason } from './stats-data.js';
import { boardEntries, statsMeta } from './stats-meta.js';

/**
 * A card's top three, from the same call as its leaderboard's first page. The best goalkeeper's
 * card puts the named keeper first, as the page does.
 */
async function leaders(ctx: LoaderContext, season: Season, base: PlayerStatsBase | TeamBoardBase): Promise<Leader[]> {
  const found = boardOf(base);
  if (!found) return turnLeaders(matchdayMvps(await ctx.data.api.turnPlayers(season.id, ctx.lang)));
  const { side, board } = found;
  const best = board.highlight ? bestGoalkeeperId(season.metaInformation) : null;
  const { rankings } = await boardPage(ctx, season.id, side, board, DEFAULT_QUERY);
  const { rows } = leaderboardView(board, side, rankings, best);
  if (best === null || rows.some((r) => r.highlighted)) return boardLeaders(rows, rows.find((r) => r.highlighted) ?? null);
  const line = await bestKeeperLine(ctx, season.id, board, best);
  return boardLeaders(rows, line ? leaderboardView(board, side, [line], best).rows[0] ?? null : null);
}

/** Each card is a part of its own: one that fails says so in place and leaves the others. */
async function cards(ctx: LoaderContext, season: Season, bases: readonly (PlayerStatsBase | TeamBoardBase)[]): Promise<StatCardData[]> {
  return Promise.all(bases.map(async (base) => ({
    base, code: boardOf(base)?.board.code ?? null,
    leaders: await ctx.part(leaders(ctx, season, base)),
  })));
}

/** The statistics overview (player cards, then team cards) or the teams index (team cards), for the season picked. */
export default defineLoader('stats', async (ctx) => {
  const { season, choice } = await statsSeason(ctx);
  const playerBases = ctx.base === 'region-stats' ? allowed(ctx, PLAYER_STATS_ORDER) : [];
  const teamBases = allowed(ctx, TEAM_STATS_ORDER);
  const meta = statsMeta(ctx, choice, 1, ctx.base === 'region-stats' ? 'overview' : 'teamsIndex', boardEntries(ctx, [...playerBases, ...teamBases]), playerBases.length + teamBases.length);
  if (!season) return { data: { season: choice, players: [], teams: [] }, meta };
  const [players, teams] = await Promise.all([cards(ctx, season, playerBases), cards(ctx, season, teamBases)]);
  if ([...players, ...teams].every((c) => c.leaders === null)) throw new UpstreamError('Statistics unavailable', ctx.url);
  return { data: { season: choice, players, teams }, meta };
});

declare module '../../shared/routing/page-kinds.js' {
  interface PageLoaders {
    stats: true;
  }
}
