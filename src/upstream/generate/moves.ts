import type { RawMove, RawPlayer } from '../data/types.js';
import type { Rng } from '../rng.js';

export interface MovesInput {
  rng: Rng;
  teamIds: readonly number[];
  players: RawPlayer[];
  realNames: ReadonlySet<string>;
  ids: { move: number };
  /** The window's days (from the anchor), and the minute of a local hour of a day. */
  fromDay: number;
  toDay: number;
  at: (day: number, hour: number) => number;
}

const fullName = (p: RawPlayer) => `${p.firstName} ${p.lastName}`.trim();

/** The lowest shirt number from 2 nobody else in the squad wears. */
function freeJersey(players: readonly RawPlayer[], player: RawPlayer): number {
  const taken = new Set(players.filter((p) => p.teamId === player.teamId && p.id !== player.id).map((p) => p.jersey));
  if (!taken.has(player.jersey)) return player.jersey;
  let n = 2;
  while (taken.has(n)) n++;
  return n;
}

/**
 * The window's moves between a league's teams: two swaps and a three-way chain (loan, free
 * transfer, loan), so every squad keeps its size. Only invented wildcards move: a drafted
 * player stays where the draft put him, and no real person is given an invented transfer.
 * The players' teams are changed in place: the dataset shows squads after the window.
 */
export function windowMoves(input: MovesInput): RawMove[] {
  const { rng, players } = input;
  const movable = (teamId: number) =>
    players
      .filter((p) => p.teamId === teamId && p.category === 'wildcard' && !input.realNames.has(fullName(p)))
      .sort((a, b) => a.id - b.id);
  const teams = rng.shuffle(input.teamIds.filter((id) => movable(id).length > 0));
  if (teams.length < 7) return [];
  const [a, b, c, d, e, f, g] = teams as [number, number, number, number, number, number, number];
  // Clubs announce in office hours.
  const [first, second, third, fourth] = Array.from({ length: 4 }, () =>
    input.at(rng.int(input.fromDay, input.toDay), rng.int(10, 20)),
  ).sort((x, y) => x - y) as [number, number, number, number];
  // Every player is chosen before anyone moves, each from a different team.
  const pick = (teamId: number) => rng.pick(movable(teamId)).id;
  const planned: Omit<RawMove, 'id'>[] = [];
  for (const [from, to, minute] of [
    [a, b, first],
    [c, d, third],
  ] as const) {
    const [mine, theirs] = [pick(from), pick(to)];
    planned.push(
      { minute, kind: 'swap', playerId: mine, fromTeamId: from, toTeamId: to },
      { minute, kind: 'swap', playerId: theirs, fromTeamId: to, toTeamId: from },
    );
  }
  const [fromE, fromF, fromG] = [pick(e), pick(f), pick(g)];
  planned.push(
    { minute: second, kind: 'loan', playerId: fromE, fromTeamId: e, toTeamId: f },
    { minute: second, kind: 'free', playerId: fromF, fromTeamId: f, toTeamId: g },
    { minute: fourth, kind: 'loan', playerId: fromG, fromTeamId: g, toTeamId: e },
  );
  const moves: RawMove[] = planned.map((move) => ({ id: input.ids.move++, ...move }));
  const byId = new Map(players.map((p) => [p.id, p]));
  for (const move of moves) byId.get(move.playerId)!.teamId = move.toTeamId;
  for (const move of moves) {
    const player = byId.get(move.playerId)!;
    player.jersey = freeJersey(players, player);
  }
  return moves.sort((x, y) => x.minute - y.minute || x.id - y.id);
}
