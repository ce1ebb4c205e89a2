import { leaderboardView } from '../../shared/league/leaderboard-view.js';
import { BOARD_PAGE_SIZE, boardColumns, isTeamBoard, TEAM_BOARDS } from '../../shared/league/stats-boards.js';
import { pageCount, readBoardQuery } from '../../shared/league/stats-query.js';
import { NotFoundError } from '../errors.js';
import { defineLoader } from './define-loader.js';
import { boardPage, MAX_PAGE, statsSeason } from './stats-data.js';
import { rankedEntries, statsMeta } from './stats-meta.js';

/** A team leaderboard, every team of the season: the route names the statistic, the address its sort. */
export default defineLoader('team-stats', async (ctx) => {
  const base = ctx.base;
  if (!isTeamBoard(base)) throw new Error(`${base} is no team leaderboard`);
  const board = TEAM_BOARDS[base];
  const { season, choice } = await statsSeason(ctx);
  const query = readBoardQuery(ctx.query, boardColumns(board, 'teams'));
  if (query.page > MAX_PAGE || (!season && query.page > 1)) throw new NotFoundError('Page not found');
  if (!season)
    return { data: { season: choice, query, lines: 0, pages: 1, view: leaderboardView(board, 'teams', []) } };
  const { rankings, lines } = await boardPage(ctx, season.id, 'teams', board, query);
  const pages = pageCount(lines, BOARD_PAGE_SIZE);
  if (query.page > pages) throw new NotFoundError('Page not found');
  const view = leaderboardView(board, 'teams', rankings);
  return {
    data: { season: choice, query, lines, pages, view },
    meta: statsMeta(ctx, choice, query.page, 'teams', rankedEntries(ctx, view.rows, query.page), lines),
  };
});

declare module '../../shared/routing/page-kinds.js' {
  interface PageLoaders {
    'team-stats': true;
  }
}
