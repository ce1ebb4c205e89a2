import { describe, expect, it } from 'vitest';
import type { SquadPlayer } from '../../../src/shared/league/match-view.js';
import { pitchLines } from '../../../src/shared/league/pitch-lines.js';

const p = (id: number, role: string): SquadPlayer => ({ id, name: `P${id}`, slug: `p${id}`, jersey: id, role });

describe('a squad on the pitch', () => {
  it.each([
    [
      'one line per position, from the goal out',
      [p(1, 'goalkeeper'), p(2, 'defender'), p(3, 'defender'), p(4, 'midfielder'), p(5, 'forward')],
      [
        ['goalkeeper', [1]],
        ['defender', [2, 3]],
        ['midfielder', [4]],
        ['forward', [5]],
      ],
      [],
    ],
    [
      'a position with no player has no line',
      [p(1, 'goalkeeper'), p(7, 'forward'), p(6, 'forward')],
      [
        ['goalkeeper', [1]],
        ['forward', [7, 6]],
      ],
      [],
    ],
    [
      'a player of no known position stays off the pitch',
      [p(1, 'goalkeeper'), p(9, 'other')],
      [['goalkeeper', [1]]],
      [9],
    ],
    ['an empty squad has no lines', [], [], []],
  ])('%s', (_label, squad, lines, others) => {
    const placed = pitchLines(squad);
    expect(placed.lines.map((l) => [l.role, l.players.map((x) => x.id)])).toEqual(lines);
    expect(placed.others.map((x) => x.id)).toEqual(others);
  });
});
