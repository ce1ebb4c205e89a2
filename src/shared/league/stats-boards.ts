import type { RouteBase } from '../routing/routes.js';

/** Every statistics page: the overview, the teams index and the leaderboards. */
export type StatsBase = Extract<RouteBase, 'region-stats' | `region-stats-${string}`>;
export type TeamBoardBase = Extract<StatsBase, `region-stats-teams-${string}`>;
export type PlayerBoardBase = Exclude<
  StatsBase,
  TeamBoardBase | 'region-stats' | 'region-stats-teams' | 'region-stats-matchday-mvp'
>;

/**
 * A leaderboard: the stat code that ranks it (its emphasised figure) and the figures beside it,
 * all counted by the league API from the same match events (docs/upstream.md, stat codes).
 */
export interface Board {
  code: string;
  /** Further codes shown beside the main one, each a column of its own. */
  with: readonly string[];
  /** The main figure per match, where that means something. */
  perMatch: boolean;
  /** The main figure split by half. */
  halves: boolean;
  /** The cards table is the discipline ranking of `/api/stats` (docs/spec.md §7): yellow, then red. */
  source?: 'discipline';
  /** The season's best goalkeeper (`best_goalkeeper_id`) is shown first. */
  highlight?: 'bestGoalkeeper';
}

const board = (code: string, more: Partial<Board> = {}): Board => ({
  code,
  with: [],
  perMatch: true,
  halves: false,
  ...more,
});

export const PLAYER_BOARDS = {
  'region-stats-goals': board('GOL', { with: ['TIR-S'] }),
  'region-stats-assists': board('ASS-V', { with: ['GOL'] }),
  'region-stats-mvp': board('MVP', { with: ['GOL', 'ASS-V'], perMatch: false }),
  'region-stats-shots': board('TIR', { with: ['TIR-S', 'GOL'] }),
  'region-stats-expected': board('XG', { with: ['GOL', 'TIR'] }),
  'region-stats-goals-grouped': board('GOL', { with: ['GOL-OG'], perMatch: false, halves: true }),
  'region-stats-passing': board('PAS', { with: ['PAS-R', 'PAS-X'] }),
  'region-stats-offensives': board('DRB', { with: ['CRN', 'TIR'] }),
  'region-stats-defensives': board('REC', { with: ['INT', 'FAL'] }),
  'region-stats-goalkeeper': board('PAR', { with: ['GOL-C'] }),
  'region-stats-best-goalkeeper': board('PAR', { with: ['GOL-C'], highlight: 'bestGoalkeeper' }),
  'region-stats-cards': board('CRT-G', { with: ['CRT-R'], perMatch: false, source: 'discipline' }),
} as const satisfies Record<PlayerBoardBase, Board>;

export const TEAM_BOARDS = {
  'region-stats-teams-goals-grouped': board('GOL', {
    with: ['GOL-P', 'GOL-C', 'GOL-OG'],
    perMatch: false,
    halves: true,
  }),
  'region-stats-teams-shots': board('TIR', { with: ['TIR-S', 'GOL'] }),
  'region-stats-teams-expected': board('XG', { with: ['GOL', 'GOL-C'] }),
  'region-stats-teams-passing': board('PAS', { with: ['PAS-R', 'PAS-X'] }),
  'region-stats-teams-offensives': board('DRB', { with: ['CRN', 'TIR'] }),
  'region-stats-teams-defensives': board('REC', { with: ['INT', 'PAR'] }),
  'region-stats-teams-cards': board('CRT-G', { with: ['CRT-R', 'FAL'] }),
} as const satisfies Record<TeamBoardBase, Board>;

export type PlayerStatsBase = PlayerBoardBase | 'region-stats-matchday-mvp';

/** The player statistics in the order the overview and the tabs show them; the matchday MVPs are a list of turns. */
export const PLAYER_STATS_ORDER: readonly PlayerStatsBase[] = [
  'region-stats-goals',
  'region-stats-assists',
  'region-stats-mvp',
  'region-stats-matchday-mvp',
  'region-stats-shots',
  'region-stats-expected',
  'region-stats-goals-grouped',
  'region-stats-passing',
  'region-stats-offensives',
  'region-stats-defensives',
  'region-stats-goalkeeper',
  'region-stats-best-goalkeeper',
  'region-stats-cards',
];
export const TEAM_STATS_ORDER = Object.keys(TEAM_BOARDS) as TeamBoardBase[];

export const isPlayerBoard = (base: string): base is PlayerBoardBase => base in PLAYER_BOARDS;
export const isTeamBoard = (base: string): base is TeamBoardBase => base in TEAM_BOARDS;

export type BoardSide = 'players' | 'teams';

/** The leaderboard a route shows, and whether it ranks players or teams; null for the other statistics pages. */
export function boardOf(base: string): { side: BoardSide; board: Board } | null {
  if (isTeamBoard(base)) return { side: 'teams', board: TEAM_BOARDS[base] };
  return isPlayerBoard(base) ? { side: 'players', board: PLAYER_BOARDS[base] } : null;
}

/** Lines a leaderboard page shows. */
export const BOARD_PAGE_SIZE = 20;

/** The sortable figures of a board, in the order of its columns: a field of the lines or a further code. */
export function boardColumns(b: Board, side: BoardSide): string[] {
  return [
    'total',
    ...(b.perMatch ? ['totalAvg'] : []),
    ...(b.halves ? ['total1T', 'total2T'] : []),
    ...b.with,
    'matchesPlayed',
    ...(side === 'players' ? ['minutesPlayed'] : []),
  ];
}

/**
 * The overview's player cards: a card whose top three would repeat an earlier card's (goals by
 * type ranks by goals, as goals does) is left to the tabs, so no card heads the same figures twice
 * (docs/decisions/0090).
 */
export const OVERVIEW_PLAYER_ORDER: readonly PlayerStatsBase[] = PLAYER_STATS_ORDER.filter((base, i) => {
  const board = boardOf(base)?.board;
  return !PLAYER_STATS_ORDER.slice(0, i).some((earlier) => {
    const other = boardOf(earlier)?.board;
    return board && other && other.code === board.code && !board.highlight && !board.source && !other.source;
  });
});
