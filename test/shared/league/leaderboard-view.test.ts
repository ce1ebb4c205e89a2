import { describe, expect, it } from 'vitest';
import * as s from '../../../src/shared/api/index.js';
import {
  bestGoalkeeperId,
  leaderboardView,
  lineValue,
  seasonLabel,
} from '../../../src/shared/league/leaderboard-view.js';
import { type Board, boardColumns, PLAYER_BOARDS, TEAM_BOARDS } from '../../../src/shared/league/stats-boards.js';
import * as f from '../../helpers/api-responses.js';

const param = (code: string) => ({ code, name: code, shortName: null });

/** A line as docs/upstream.md writes it (with the extension fields), read through the site's schema. */
function line(code: string, rank: number, total: number, extra: Record<string, unknown> = {}): s.Ranking {
  return s.ranking.parse({
    parameter: param(code),
    total,
    totalAvg: total / 4,
    ranking: rank,
    matchesPlayed: 4,
    minutesPlayed: 160,
    total1T: Math.floor(total / 2),
    total2T: total - Math.floor(total / 2),
    player: { ...f.player(100 + rank), team: f.team(174, 'Wolf Pack FC') },
    team: f.team(174, 'Wolf Pack FC'),
    ...extra,
  });
}

/** The figure each further code of a board has on a line: its position in the board's list, plus one. */
const withStats = (board: Board) => board.with.map((code, i) => ({ parameter: param(code), total: i + 1 }));

describe.each([
  ...Object.entries(PLAYER_BOARDS).map(([base, board]) => [base, 'players', board] as const),
  ...Object.entries(TEAM_BOARDS).map(([base, board]) => [base, 'teams', board] as const),
])('%s', (_base, side, board: Board) => {
  const teamLine = (rank: number, total: number) =>
    line(board.code, rank, total, {
      player: null,
      team: f.team(170 + rank, `Team ${rank}`),
      withStats: withStats(board),
    });
  const rows =
    side === 'players'
      ? [
          line(board.code, 1, 9, { withStats: withStats(board) }),
          line(board.code, 1, 9, { withStats: withStats(board) }),
          line(board.code, 3, 4),
        ]
      : [teamLine(1, 9), teamLine(1, 9), teamLine(3, 4)];
  const view = leaderboardView(board, side, rows);

  it('shows the main figure first, then the per-match and half figures it has, its further codes, matches (and minutes)', () => {
    expect(view.columns).toEqual(boardColumns(board, side));
    expect(view.columns[0]).toBe('total');
    expect(view.columns.includes('totalAvg')).toBe(board.perMatch);
    expect(view.columns.includes('total1T')).toBe(board.halves);
    expect(view.columns.includes('minutesPlayed')).toBe(side === 'players');
  });

  it("keeps the API's ranks: equal values share one (1, 1, 3)", () => {
    expect(view.rows.map((r) => r.rank)).toEqual([1, 1, 3]);
  });

  it('reads each further code from withStats, and shows a missing one as no figure', () => {
    for (const [i, code] of board.with.entries()) {
      const at = view.columns.indexOf(code);
      expect(view.rows[0]!.values[at]).toBe(i + 1);
      if (side === 'players') expect(view.rows[2]!.values[at]).toBeNull();
    }
    expect(view.rows[0]!.values[0]).toBe(9);
    if (board.halves)
      expect([
        view.rows[2]!.values[view.columns.indexOf('total1T')],
        view.rows[2]!.values[view.columns.indexOf('total2T')],
      ]).toEqual([2, 2]);
  });

  it('names and links who each line is about', () => {
    const who = view.rows[0]!;
    if (side === 'players')
      expect(who.player).toEqual({
        id: 101,
        name: 'Mathis Dupont',
        slug: 'mathis-dupont',
        image: 'https://cdn.example/players/101.png',
      });
    else expect(who.player).toBeNull();
    expect(who.team?.slug).toBe(side === 'players' ? 'wolf-pack-fc' : 'team-1');
  });

  it('has no rows for a statistic the season does not have yet', () => {
    expect(leaderboardView(board, side, []).rows).toEqual([]);
  });
});

describe('a player leaderboard', () => {
  const board = PLAYER_BOARDS['region-stats-goals'];

  it('shows a player without a team, with no team', () => {
    const [row] = leaderboardView(board, 'players', [
      line('GOL', 1, 3, { player: { ...f.player(7), team: null }, team: null }),
    ]).rows;
    expect(row).toMatchObject({ player: { id: 7 }, team: null });
  });

  it('leaves out a line without its player, which cannot be named', () => {
    expect(leaderboardView(board, 'players', [line('GOL', 1, 3, { player: null })]).rows).toEqual([]);
  });

  it("marks the season's best goalkeeper", () => {
    const keeper = PLAYER_BOARDS['region-stats-best-goalkeeper'];
    const rows = leaderboardView(keeper, 'players', [line('PAR', 1, 30), line('PAR', 2, 20)], 102).rows;
    expect(rows.map((r) => r.highlighted)).toEqual([false, true]);
  });

  it("reads the cards table's red cards from /api/stats's secondaryStats", () => {
    const cards = PLAYER_BOARDS['region-stats-cards'];
    const [row] = leaderboardView(cards, 'players', [
      line('CRT-G', 1, 4, { secondaryStats: [{ parameter: param('CRT-R'), total: 1 }] }),
    ]).rows;
    expect(row!.values[boardColumns(cards, 'players').indexOf('CRT-R')]).toBe(1);
  });
});

describe('lineValue', () => {
  const l = line('GOL', 1, 6, {
    totalAvg: null,
    matchesPlayed: null,
    total1T: undefined,
    withStats: [{ parameter: param('TIR-S'), total: 9 }],
  });
  it.each([
    ['total', 6],
    ['totalAvg', null],
    ['matchesPlayed', null],
    ['minutesPlayed', 160],
    ['total1T', null],
    ['total2T', 3],
    ['GOL', 6],
    ['TIR-S', 9],
    ['XG', null],
  ] as const)('%s → %s', (column, value) => expect(lineValue(l, column)).toBe(value));
});

describe('bestGoalkeeperId', () => {
  it.each([
    [{ best_goalkeeper_id: 812 }, 812],
    [{ best_goalkeeper_id: '812' }, 812],
    [{ best_goalkeeper_id: ' 33 ' }, 33],
    [{ best_goalkeeper_id: null }, null],
    [{ best_goalkeeper_id: 'none' }, null],
    [{ best_goalkeeper_id: 1.5 }, null],
    [{}, null],
    [null, null],
  ] as const)('%j → %s', (meta, id) => expect(bestGoalkeeperId(meta)).toBe(id));
});

describe('seasonLabel', () => {
  it.each([
    ['Kings League Spain 2026/27', 'Kings League Spain', '2026/27'],
    ['Copa Kings & Queens 2026/27', 'Kings League Spain', 'Copa Kings & Queens 2026/27'],
    ['Split 2', 'Kings League Spain', 'Split 2'],
    ['Kings League Spain', 'Kings League Spain', 'Kings League Spain'],
    ['Kings League Spainish 2026', 'Kings League Spain', 'Kings League Spainish 2026'],
  ] as const)('%s in %s → %s', (name, league, label) => expect(seasonLabel(name, league)).toBe(label));
});
