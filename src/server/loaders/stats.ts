import type { Ranking, Season } from '../../shared/api/index.js';
import { bestGoalkeeperId, leaderboardView } from '../../shared/league/leaderboard-view.js';
import {
  BOARD_PAGE_SIZE,
  type Board,
  boardOf,
  OVERVIEW_PLAYER_ORDER,
  type PlayerStatsBase,
  TEAM_STATS_ORDER,
  type TeamBoardBase,
} from '../../shared/league/stats-boards.js';
import { boardLeaders, type Leader, turnLeaders } from '../../shared/league/stats-overview-view.js';
import type { StatCardData } from '../../shared/ui/components/stat-card.js';
import { settled } from '../../shared/ui/late-parts.js';
import type { StatsCards } from '../../shared/ui/pages/stats-page.js';
import { type LeagueApi, tableName } from '../data/api.js';
import { orNone, UpstreamError } from '../errors.js';
import { defineLoader, type LoaderContext } from './define-loader.js';
import { allowed, bestKeeperLine, boardPage, DEFAULT_QUERY, seasonMvps, slice, statsSeason } from './stats-data.js';
import { boardEntries, statsMeta } from './stats-meta.js';

type FirstPages = Awaited<ReturnType<LeagueApi['statsFirstPages']>>;
type Base = PlayerStatsBase | TeamBoardBase;

/** The tables of the cards' leaderboards, first pages only; the discipline ranking has its own call. */
const tablesOf = (bases: readonly Base[]) =>
  bases.flatMap((base) => {
    const found = boardOf(base);
    return found && found.board.source !== 'discipline'
      ? [{ side: found.side, table: tableName(found.board.code, found.board.with) }]
      : [];
  });

/** Every card's table in one call (an extension), or null where the league API does not serve it: each card then asks for its own. */
async function firstPages(ctx: LoaderContext, season: Season, bases: readonly Base[]): Promise<FirstPages | null> {
  const tables = tablesOf(bases);
  if (tables.length === 0) return null;
  const of = (side: 'players' | 'teams') => tables.filter((t) => t.side === side).map((t) => t.table);
  return orNone(
    ctx.data.api.statsFirstPages(season.id, { players: of('players'), teams: of('teams') }, BOARD_PAGE_SIZE),
  );
}

/** A card's table: from the cards' one call when it holds it, else the same call as its leaderboard's first page. */
async function cardRankings(
  ctx: LoaderContext,
  season: Season,
  side: 'players' | 'teams',
  board: Board,
  pages: Promise<FirstPages | null>,
): Promise<Ranking[]> {
  const table = tableName(board.code, board.with);
  const held = board.source === 'discipline' ? undefined : (await pages)?.[side][table];
  if (held === undefined) return (await boardPage(ctx, season.id, side, board, DEFAULT_QUERY)).rankings;
  // Team tables come whole: their first page is cut as the leaderboard cuts it, the same array each time.
  return held ? (side === 'teams' ? slice(held.rankings, 1) : held.rankings) : [];
}

/** A card's top three, from its leaderboard's first page. The best goalkeeper's card puts the named keeper first, as the page does. */
async function leaders(
  ctx: LoaderContext,
  season: Season,
  base: Base,
  pages: Promise<FirstPages | null>,
): Promise<Leader[]> {
  const found = boardOf(base);
  if (!found) return turnLeaders(await seasonMvps(ctx, season.id));
  const { side, board } = found;
  const best = board.highlight ? bestGoalkeeperId(season.metaInformation) : null;
  const rankings = await cardRankings(ctx, season, side, board, pages);
  const { rows } = leaderboardView(board, side, rankings, best);
  if (best === null || rows.some((r) => r.highlighted))
    return boardLeaders(rows, rows.find((r) => r.highlighted) ?? null);
  const line = await bestKeeperLine(ctx, season.id, board, best);
  return boardLeaders(rows, line ? (leaderboardView(board, side, [line], best).rows[0] ?? null) : null);
}

/** Each card is a part of its own: one that fails says so in place and leaves the others. */
async function cards(
  ctx: LoaderContext,
  season: Season,
  bases: readonly Base[],
  pages: Promise<FirstPages | null>,
): Promise<StatCardData[]> {
  return Promise.all(
    bases.map(async (base) => ({
      base,
      code: boardOf(base)?.board.code ?? null,
      leaders: await ctx.part(leaders(ctx, season, base, pages)),
    })),
  );
}

/** The statistics overview (player cards, then team cards) or the teams index (team cards), for the season picked. */
export default defineLoader('stats', async (ctx) => {
  const { season, choice } = await statsSeason(ctx);
  const playerBases = ctx.base === 'region-stats' ? allowed(ctx, OVERVIEW_PLAYER_ORDER) : [];
  const teamBases = allowed(ctx, TEAM_STATS_ORDER);
  const meta = statsMeta(
    ctx,
    choice,
    1,
    ctx.base === 'region-stats' ? 'overview' : 'teamsIndex',
    boardEntries(ctx, [...playerBases, ...teamBases]),
    playerBases.length + teamBases.length,
  );
  const side = playerBases.length > 0 ? 'players' : 'teams';
  if (!season) return { data: { season: choice, side, cards: settled({ players: [], teams: [] }) }, meta };
  return { data: { season: choice, side, cards: ctx.later(allCards(ctx, season, playerBases, teamBases)) }, meta };
});

/** Every card of the page; the page begins without them (docs/decisions/0079). */
async function allCards(
  ctx: LoaderContext,
  season: Season,
  playerBases: readonly Base[],
  teamBases: readonly Base[],
): Promise<StatsCards> {
  const pages = firstPages(ctx, season, [...playerBases, ...teamBases]);
  // A failed call fails each card that needed it, in its place: awaited there, not here.
  pages.catch(() => {});
  const [players, teams] = await Promise.all([
    cards(ctx, season, playerBases, pages),
    cards(ctx, season, teamBases, pages),
  ]);
  if ([...players, ...teams].every((c) => c.leaders === null))
    throw new UpstreamError('Statistics unavailable', ctx.url);
  return { players, teams };
}

declare module '../../shared/routing/page-kinds.js' {
  interface PageLoaders {
    stats: true;
  }
}
