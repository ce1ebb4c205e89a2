import { describe, expect, it } from 'vitest';
import * as s from '../../../src/shared/api/index.js';
import type { BoardRow } from '../../../src/shared/league/leaderboard-view.js';
import { PLAYER_STATS_ORDER, TEAM_STATS_ORDER } from '../../../src/shared/league/stats-boards.js';
import { boardLeaders, matchdayMvps, turnLeaders } from '../../../src/shared/league/stats-overview-view.js';
import { ROUTE_BASES, ROUTES } from '../../../src/shared/routing/routes.js';
import * as f from '../../helpers/api-responses.js';

const row = (id: number, rank: number, total: number): BoardRow => ({
  rank,
  player: { id, name: `P${id}`, slug: `p${id}`, image: null },
  team: null,
  values: [total, 1],
  highlighted: false,
});

describe('boardLeaders', () => {
  const rows = [row(1, 1, 9), row(2, 1, 9), row(3, 3, 7), row(4, 4, 5)];

  it('takes the first three lines, their main figure as the value, ties keeping their shared rank', () => {
    expect(boardLeaders(rows).map((l) => [l.player?.id, l.rank, l.value])).toEqual([
      [1, 1, 9],
      [2, 1, 9],
      [3, 3, 7],
    ]);
  });

  it('puts the named best goalkeeper first, once', () => {
    expect(boardLeaders(rows, rows[2]!).map((l) => l.player?.id)).toEqual([3, 1, 2]);
    expect(boardLeaders(rows, row(9, 12, 1)).map((l) => l.player?.id)).toEqual([9, 1, 2]);
  });

  it('has no leaders without lines', () => expect(boardLeaders([])).toEqual([]));
});

describe('matchdayMvps', () => {
  const turn = (id: number, mvp: number | null) =>
    s.turnPlayer.parse({
      id,
      name: `Matchday ${id}`,
      shortName: `M${id}`,
      mvpPlayerId: mvp,
      player: mvp === null ? null : { ...f.player(mvp), team: mvp === 9 ? null : f.team(174, 'Wolf Pack FC') },
    });

  it('lists the turns with an MVP, newest first; a player without a team keeps none', () => {
    const mvps = matchdayMvps([turn(1, 5), turn(2, 9), turn(3, null)], new Set());
    expect(mvps.map((m) => [m.turn, m.player.id, m.team?.name ?? null])).toEqual([
      ['Matchday 2', 9, null],
      ['Matchday 1', 5, 'Wolf Pack FC'],
    ]);
    expect(turnLeaders(mvps)[0]).toMatchObject({ rank: null, value: null, turn: 'Matchday 2', soFar: false });
  });

  it('marks the MVP of a turn still open as so far, on the page and on the card', () => {
    const turns = [turn(1, 5), turn(2, 9), turn(3, null)];
    const mvps = matchdayMvps(turns, new Set([2, 3]));
    expect(mvps.map((m) => [m.turnId, m.soFar])).toEqual([
      [2, true],
      [1, false],
    ]);
    expect(turnLeaders(mvps).map((l) => l.soFar)).toEqual([true, false]);
    expect(matchdayMvps(turns, new Set([2, 3]))).not.toBe(mvps);
    expect(matchdayMvps(turns, new Set()).map((m) => m.soFar)).toEqual([false, false]);
  });
});

describe('the statistics pages of the route table', () => {
  it('each has a kind of its own family, and every leaderboard has its place in the tabs', () => {
    const stats = ROUTE_BASES.filter((b) => b.startsWith('region-stats'));
    expect(stats).toHaveLength(22);
    expect([...new Set(stats.map((b) => ROUTES[b].kind))].sort()).toEqual([
      'matchday-mvp',
      'player-stats',
      'stats',
      'team-stats',
    ]);
    expect(new Set([...PLAYER_STATS_ORDER, ...TEAM_STATS_ORDER, 'region-stats', 'region-stats-teams'])).toEqual(
      new Set(stats),
    );
    expect(stats.filter((b) => ROUTES[b].kind !== 'stats').every((b) => ROUTES[b].keepScroll)).toBe(true);
  });
});
