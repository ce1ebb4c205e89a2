import type { Ranking, Season, SeasonCluster } from '../../shared/api/index.js';
import { type StatsSeason, seasonLabel } from '../../shared/league/leaderboard-view.js';
import { openTurnIds } from '../../shared/league/matches-view.js';
import { statsPartner } from '../../shared/league/partners.js';
import { BOARD_PAGE_SIZE, type Board } from '../../shared/league/stats-boards.js';
import { matchdayMvps, type TurnMvp } from '../../shared/league/stats-overview-view.js';
import { type BoardQuery, defaultOrder } from '../../shared/league/stats-query.js';
import { keptBeside } from '../../shared/memo.js';
import { isBlocked } from '../../shared/routing/checks.js';
import { ROUTES, type RouteBase } from '../../shared/routing/routes.js';
import { orNone } from '../errors.js';
import { type LoaderContext, regionOf } from './define-loader.js';

/** The upstream's own limit on `page`; no season comes near it, so past it is past the end. */
export const MAX_PAGE = 100_000;

export const DEFAULT_QUERY: BoardQuery = { orderBy: 'ranking', sortOrder: defaultOrder('ranking'), page: 1 };

/**
 * The region's current season, or `?season=` among every season of its clusters, the current
 * cluster's first: a finished season keeps its statistics (and names its best goalkeeper). Seasons
 * are named by name, not display name, which two competitions of a region share ("2026/27").
 */
export async function statsSeason(ctx: LoaderContext): Promise<{ season: Season | null; choice: StatsSeason }> {
  const competition = await ctx.data.competition.season(regionOf(ctx));
  const current = competition.cluster?.id;
  const finish = (c: SeasonCluster) => Date.parse(c.finish ?? '') || 0;
  const clusters = [...competition.clusters].sort(
    (a, b) => Number(b.id === current) - Number(a.id === current) || finish(b) - finish(a),
  );
  const all = clusters.flatMap((c) => c.seasons);
  const asked = Number(ctx.query.get('season'));
  const season = all.find((s) => s.id === asked) ?? competition.season;
  return {
    season,
    choice: {
      seasons: all.map((s) => ({ id: s.id, name: seasonLabel(s.name, competition.region.leagueTitle) })),
      selected: season?.id ?? null,
      param: season && season.id !== competition.season?.id ? season.id : null,
      partner: statsPartner(season?.metaInformation),
    },
  };
}

/** The statistics pages of the route table this region has (their blocked sets, docs/spec.md §5). */
export function allowed<B extends RouteBase>(ctx: LoaderContext, bases: readonly B[]): B[] {
  const region = regionOf(ctx);
  return bases.filter((b) => !isBlocked(ROUTES[b], region.context, region.slug));
}

/** A page of a cached table, the same array each time it is asked for, so its view is mapped once (leaderboardView). */
const slices = keptBeside<readonly Ranking[], Ranking[]>();
export function slice(rows: readonly Ranking[], page: number): Ranking[] {
  const from = (page - 1) * BOARD_PAGE_SIZE;
  // Only the table's own pages are kept: an address may ask for any page number.
  if (from >= rows.length) return [];
  return slices(rows, String(page), () => rows.slice(from, from + BOARD_PAGE_SIZE));
}

/**
 * One page of a leaderboard and how many lines the whole table has. Player tables are paged by
 * the league API; the discipline ranking and team tables come whole and are paged here. The
 * overview asks exactly what a board's first page asks, so both share one cached answer. A table
 * the league API says this season does not have is a table with no lines yet.
 */
export async function boardPage(
  ctx: LoaderContext,
  seasonId: number,
  side: 'players' | 'teams',
  board: Board,
  q: BoardQuery,
): Promise<{ rankings: Ranking[]; lines: number }> {
  const { api } = ctx.data;
  const order = { orderBy: q.orderBy, sortOrder: q.sortOrder };
  if (side === 'teams') {
    const rows =
      (await orNone(api.teamStats(seasonId, board.code, { ...order, withCodes: board.with })))?.rankings ?? [];
    return { rankings: slice(rows, q.page), lines: rows.length };
  }
  if (board.source === 'discipline') {
    const rows = (await orNone(api.discipline(seasonId, order))) ?? [];
    return { rankings: slice(rows, q.page), lines: rows.length };
  }
  const page = await orNone(
    api.playerStats(seasonId, board.code, { ...order, pageSize: BOARD_PAGE_SIZE, page: q.page, withCodes: board.with }),
  );
  return { rankings: page?.rankings ?? [], lines: page?.total ?? 0 };
}

/** The best goalkeeper's line in the goalkeeper ranking (a season has far fewer than 100 goalkeepers). */
export async function bestKeeperLine(
  ctx: LoaderContext,
  seasonId: number,
  board: Board,
  id: number,
): Promise<Ranking | null> {
  const table = await orNone(ctx.data.api.playerStats(seasonId, board.code, { pageSize: 100, withCodes: board.with }));
  return table?.rankings.find((r) => r.player?.id === id) ?? null;
}

/**
 * Each played turn's MVP (`players/turn-players`), newest first; the season's schedule tells which
 * turns are still open, their MVP named from the matches settled so far.
 */
export async function seasonMvps(ctx: LoaderContext, seasonId: number): Promise<TurnMvp[]> {
  const [players, detail] = await Promise.all([
    ctx.data.api.turnPlayers(seasonId, ctx.lang),
    ctx.data.competition.seasonDetail(seasonId, ctx.lang),
  ]);
  return matchdayMvps(players, openTurnIds(detail));
}
