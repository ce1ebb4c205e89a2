import type { Player, Ranking, Team } from '../api/index.js';
import { mediaUrl } from './media.js';
import type { Partner } from './partners.js';
import { fullName, playerSlug } from './player-view.js';
import { teamSlug } from './slug.js';
import { type Board, type BoardSide, boardColumns } from './stats-boards.js';
import { teamColors } from './team-colors.js';

export type { BoardSide } from './stats-boards.js';

import type { BoardQuery } from './stats-query.js';

export interface BoardPlayer {
  id: number;
  name: string;
  slug: string;
  image: string | null;
}

export interface BoardTeam {
  id: number;
  name: string;
  shortName: string;
  slug: string;
  logo: string | null;
  /** The team's first colour, checked (a neutral dark without one). */
  color: string;
}

export interface BoardRow {
  rank: number;
  /** Null on a team board. */
  player: BoardPlayer | null;
  /** Null for a player the API lists without a team. */
  team: BoardTeam | null;
  /** One per column of the view, in its order; null where the API gave no figure. */
  values: (number | null)[];
  /** The season's best goalkeeper. */
  highlighted: boolean;
}

export interface LeaderboardView {
  /** The sortable figures, in column order: a field of the lines (`total`, `totalAvg`, …) or a stat code. */
  columns: string[];
  rows: BoardRow[];
}

export const boardPlayer = (p: Player): BoardPlayer => ({
  id: p.id,
  name: fullName(p).replace(/\s+/g, ' ').trim(),
  slug: playerSlug(p),
  image: mediaUrl(p.image),
});

export const boardTeam = (t: Team): BoardTeam => ({
  id: t.id,
  name: t.name,
  shortName: t.shortName ?? t.name.slice(0, 3).toUpperCase(),
  slug: teamSlug(t.name) || 'team',
  logo: mediaUrl(t.logo),
  color: teamColors(t.firstColorHEX, t.secondColorHEX).primary,
});

/** A figure of a line: one of its fields, or a further code's total (`withStats`, or /api/stats's `secondaryStats`). */
export function lineValue(r: Ranking, column: string): number | null {
  switch (column) {
    case 'total':
      return r.total;
    case 'totalAvg':
      return r.totalAvg;
    case 'total1T':
      return r.total1T ?? null;
    case 'total2T':
      return r.total2T ?? null;
    case 'matchesPlayed':
      return r.matchesPlayed;
    case 'minutesPlayed':
      return r.minutesPlayed;
    default: {
      if (column === r.parameter.code) return r.total;
      const found = [...(r.withStats ?? []), ...(r.secondaryStats ?? [])].find((s) => s.parameter.code === column);
      return found ? found.total : null;
    }
  }
}

/**
 * The lines of a leaderboard as its table shows them. A player line needs its player and a team
 * line its team: a line without one cannot be named or linked, so it is left out.
 */
export function leaderboardView(
  board: Board,
  side: BoardSide,
  rankings: readonly Ranking[],
  bestGoalkeeper: number | null = null,
): LeaderboardView {
  let byBoard = views.get(rankings);
  if (!byBoard) views.set(rankings, (byBoard = new WeakMap()));
  let bySide = byBoard.get(board);
  if (!bySide) byBoard.set(board, (bySide = new Map()));
  const key = `${side} ${bestGoalkeeper}`;
  let view = bySide.get(key);
  if (!view) bySide.set(key, (view = mapLeaderboard(board, side, rankings, bestGoalkeeper)));
  return view;
}

/** Views kept per cached table, board, side and best goalkeeper: the overview's cards and the boards map the same tables on every render. */
const views = new WeakMap<readonly Ranking[], WeakMap<Board, Map<string, LeaderboardView>>>();

function mapLeaderboard(
  board: Board,
  side: BoardSide,
  rankings: readonly Ranking[],
  bestGoalkeeper: number | null,
): LeaderboardView {
  const columns = boardColumns(board, side);
  const rows = rankings.flatMap((r): BoardRow[] => {
    const player = side === 'players' ? r.player : null;
    const team = side === 'players' ? (r.player?.team ?? r.team) : r.team;
    if (side === 'players' ? !player : !team) return [];
    return [
      {
        rank: r.ranking,
        player: player ? boardPlayer(player) : null,
        team: team ? boardTeam(team) : null,
        values: columns.map((c) => lineValue(r, c)),
        highlighted: player !== null && player !== undefined && player.id === bestGoalkeeper,
      },
    ];
  });
  return { columns, rows };
}

/** `best_goalkeeper_id` arrives as a number or as text (docs/spec.md §3); anything else names nobody. */
export function bestGoalkeeperId(meta: { best_goalkeeper_id?: unknown } | null | undefined): number | null {
  const value = meta?.best_goalkeeper_id;
  const n =
    typeof value === 'number'
      ? value
      : typeof value === 'string' && /^\d{1,9}$/.test(value.trim())
        ? Number(value)
        : Number.NaN;
  return Number.isSafeInteger(n) ? n : null;
}

/**
 * A season as the region's pages name it: without the league's own name in front
 * ("Kings League Spain 2026/27" → "2026/27"), so the region's other competitions stand out.
 */
export function seasonLabel(name: string, league: string): string {
  const rest = name.startsWith(`${league} `) ? name.slice(league.length + 1).trim() : '';
  return rest || name;
}

/** The season a statistics page shows and the ones it offers (the tables page's picker). */
export interface StatsSeason {
  seasons: { id: number; name: string }[];
  /** Null when the competition has no season yet. */
  selected: number | null;
  /** The `?season=` its links keep: null for the current season. */
  param: number | null;
  /** The season's statistics partner (`stats_partner`), credited on every statistics page. */
  partner: Partner | null;
}

/** A leaderboard page: the rows of one page and what its sort and page links need. */
export interface BoardPage {
  season: StatsSeason;
  query: BoardQuery;
  /** Lines in the whole table. */
  lines: number;
  pages: number;
  view: LeaderboardView;
}
