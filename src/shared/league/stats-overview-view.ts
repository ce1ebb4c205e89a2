import type { TurnPlayer } from '../api/index.js';
import { keptBeside, lastMade } from '../memo.js';
import { type BoardPlayer, type BoardRow, type BoardTeam, boardPlayer, boardTeam } from './leaderboard-view.js';
import { TOP_STATS_LIMIT } from './player-stats.js';

/** One of the first lines of a statistic, as an overview card shows it. */
export interface Leader {
  /** Null on the matchday-MVP card, which names the turn instead. */
  rank: number | null;
  player: BoardPlayer | null;
  team: BoardTeam | null;
  value: number | null;
  turn: string | null;
  /** The turn's MVP may still change (TurnMvp). */
  soFar: boolean;
}

/** A turn and its MVP. */
export interface TurnMvp {
  turnId: number;
  turn: string;
  player: BoardPlayer;
  team: BoardTeam | null;
  /** A match of the turn is still to play or playing: the best of its settled matches so far, which may change. */
  soFar: boolean;
}

const keptMvps = /* @__PURE__ */ lastMade<readonly TurnPlayer[], TurnMvp[]>();

/**
 * The turns that have an MVP, newest first (the API lists turns in play order), each marked when
 * its turn is open (`openTurnIds` of the season): made once per cached list and set of open
 * turns, like the leaders below (shared: not to be changed).
 */
export function matchdayMvps(turns: readonly TurnPlayer[], open: ReadonlySet<number>): TurnMvp[] {
  return keptMvps(turns, '', [open], () =>
    turns
      .flatMap((t): TurnMvp[] =>
        t.player
          ? [
              {
                turnId: t.id,
                turn: t.name,
                player: boardPlayer(t.player),
                team: t.player.team ? boardTeam(t.player.team) : null,
                soFar: open.has(t.id),
              },
            ]
          : [],
      )
      .reverse(),
  );
}

const keptLeaders = /* @__PURE__ */ lastMade<readonly BoardRow[], Leader[]>();
const keptTurnLeaders = /* @__PURE__ */ keptBeside<readonly TurnMvp[], Leader[]>();

/**
 * The first lines of a leaderboard (docs/spec.md §9: three), its main figure as the value. The
 * season's best goalkeeper, when named, comes first, as on the best-goalkeeper page.
 */
export function boardLeaders(
  rows: readonly BoardRow[],
  best: BoardRow | null = null,
  limit = TOP_STATS_LIMIT,
): Leader[] {
  return keptLeaders(rows, String(limit), [best], () => leadersOf(rows, best, limit));
}

function leadersOf(rows: readonly BoardRow[], best: BoardRow | null, limit: number): Leader[] {
  const ordered = best ? [best, ...rows.filter((r) => r.player?.id !== best.player?.id)] : rows;
  return ordered.slice(0, limit).map((r) => ({
    rank: r.rank,
    player: r.player,
    team: r.team,
    value: r.values[0] ?? null,
    turn: null,
    soFar: false,
  }));
}

export function turnLeaders(mvps: readonly TurnMvp[], limit = TOP_STATS_LIMIT): Leader[] {
  return keptTurnLeaders(mvps, String(limit), () =>
    mvps
      .slice(0, limit)
      .map((m) => ({ rank: null, player: m.player, team: m.team, value: null, turn: m.turn, soFar: m.soFar })),
  );
}
