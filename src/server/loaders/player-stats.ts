import type { Season } from '../../shared/api/index.js';
import {
  type BoardRow,
  bestGoalkeeperId,
  type LeaderboardView,
  leaderboardView,
} from '../../shared/league/leaderboard-view.js';
import {
  BOARD_PAGE_SIZE,
  type Board,
  boardColumns,
  isPlayerBoard,
  PLAYER_BOARDS,
} from '../../shared/league/stats-boards.js';
import { pageCount, readBoardQuery } from '../../shared/league/stats-query.js';
import { NotFoundError } from '../errors.js';
import { defineLoader, type LoaderContext } from './define-loader.js';
import { bestKeeperLine, boardPage, MAX_PAGE, statsSeason } from './stats-data.js';
import { rankedEntries, statsMeta } from './stats-meta.js';

/**
 * The best-goalkeeper highlight: the named keeper's line (from this page, else looked up),
 * `pending` while a running season has named nobody; nothing when the league names no one
 * after the end or lists the keeper nowhere.
 */
async function bestOf(
  ctx: LoaderContext,
  season: Season,
  board: Board,
  view: LeaderboardView,
): Promise<BoardRow | 'pending' | 'failed' | null> {
  const id = bestGoalkeeperId(season.metaInformation);
  if (id === null) return season.finished === true ? null : 'pending';
  const here = view.rows.find((r) => r.highlighted);
  if (here) return here;
  const found = await ctx.part(bestKeeperLine(ctx, season.id, board, id).then((line) => ({ line })));
  if (!found) return 'failed';
  return found.line ? (leaderboardView(board, 'players', [found.line], id).rows[0] ?? null) : null;
}

/** A player leaderboard: the route names the statistic, the address its sort and page (20 a page). */
export default defineLoader('player-stats', async (ctx) => {
  const base = ctx.base;
  if (!isPlayerBoard(base)) throw new Error(`${base} is no player leaderboard`);
  const board = PLAYER_BOARDS[base];
  const { season, choice } = await statsSeason(ctx);
  const query = readBoardQuery(ctx.query, boardColumns(board, 'players'));
  if (query.page > MAX_PAGE || (!season && query.page > 1)) throw new NotFoundError('Page not found');
  if (!season) {
    return {
      data: { season: choice, query, lines: 0, pages: 1, view: leaderboardView(board, 'players', []), best: null },
    };
  }
  const { rankings, lines } = await boardPage(ctx, season.id, 'players', board, query);
  const pages = pageCount(lines, BOARD_PAGE_SIZE);
  if (query.page > pages) throw new NotFoundError('Page not found');
  const view = leaderboardView(
    board,
    'players',
    rankings,
    board.highlight ? bestGoalkeeperId(season.metaInformation) : null,
  );
  const best = board.highlight ? await bestOf(ctx, season, board, view) : null;
  return {
    data: { season: choice, query, lines, pages, view, best },
    meta: statsMeta(ctx, choice, query.page, 'players', rankedEntries(ctx, view.rows, query.page), lines),
  };
});

declare module '../../shared/routing/page-kinds.js' {
  interface PageLoaders {
    'player-stats': true;
  }
}
