import type { SquadPlayer } from './match-view.js';

/** The lines of a drawn pitch, from the own goal out. */
export const PITCH_ROLES = ['goalkeeper', 'defender', 'midfielder', 'forward'] as const;
export type PitchRole = (typeof PITCH_ROLES)[number];

export interface PitchLines {
  lines: { role: PitchRole; players: SquadPlayer[] }[];
  /** Players the squad gives no position on the pitch: listed beside it. */
  others: SquadPlayer[];
}

/**
 * A squad placed on a pitch by its players' positions, one line per position that has players,
 * in the squad's order (by shirt number); a position the data does not know is kept off the pitch.
 */
export function pitchLines(players: readonly SquadPlayer[]): PitchLines {
  const lines = PITCH_ROLES.map((role) => ({ role, players: players.filter((p) => p.role === role) })).filter(
    (line) => line.players.length > 0,
  );
  const others = players.filter((p) => !(PITCH_ROLES as readonly string[]).includes(p.role));
  return { lines, others };
}
