import { describe, expect, it } from 'vitest';
import {
  addToBench,
  averageRating,
  emptySquad,
  makeCaptain,
  place,
  remove,
  type SquadPlayer,
  slotLines,
} from '../../../../src/shared/league/sim/squad.js';
import { readSquad, squadQuery } from '../../../../src/shared/league/sim/squad-address.js';

const player = (id: number, role: SquadPlayer['role'], rating: number | null = 70): SquadPlayer => ({
  id,
  name: `P${id}`,
  short: `P${id}`,
  role,
  rating,
  image: null,
  teamId: 1,
});
const gk = player(1, 'goalkeeper', 80);
const def = player(2, 'defender', 70);
const fwd = player(3, 'forward', 90);
const players = new Map([gk, def, fwd].map((p) => [p.id, p]));

describe('formations', () => {
  it.each([
    ['2-3-1', ['goalkeeper', 'defender', 'defender', 'midfielder', 'midfielder', 'midfielder', 'forward']],
    ['3-2-1', ['goalkeeper', 'defender', 'defender', 'defender', 'midfielder', 'midfielder', 'forward']],
    ['2-2-2', ['goalkeeper', 'defender', 'defender', 'midfielder', 'midfielder', 'forward', 'forward']],
  ] as const)('%s has one goalkeeper and six outfield slots', (f, lines) => expect(slotLines(f)).toEqual(lines));
});

describe('squad rules', () => {
  it.each([
    ['an outfield player in goal', 0, def, 'goalkeeperOnly'],
    ['a goalkeeper outfield', 3, gk, 'outfieldOnly'],
    ['a goalkeeper in goal', 0, gk, null],
    ['a forward outfield', 6, fwd, null],
  ] as const)('%s', (_, slot, p, problem) => expect(place(emptySquad(), slot, p).problem).toBe(problem));

  it('takes a player only once, on the pitch or the bench', () => {
    const squad = place(emptySquad(), 1, def).squad;
    expect(place(squad, 2, def).problem).toBe('alreadyIn');
    expect(place(squad, 1, def).problem).toBeNull();
    expect(addToBench(squad, def, 5).problem).toBe('alreadyIn');
    expect(addToBench(squad, fwd, 0).problem).toBe('benchFull');
  });

  it('names a captain among the seven only, and loses one who leaves', () => {
    const squad = place(emptySquad(), 1, def).squad;
    expect(makeCaptain(squad, 3).problem).toBe('captainOnPitch');
    const captained = makeCaptain(squad, 2).squad;
    expect(remove(captained, 2).captain).toBeNull();
    expect(place(captained, 1, fwd).squad.captain).toBeNull();
  });

  it('averages the rated players on the pitch', () => {
    let squad = place(emptySquad(), 0, gk).squad;
    squad = place(squad, 6, fwd).squad;
    expect(averageRating(squad, players)).toBe(85);
    expect(averageRating(emptySquad(), players)).toBeNull();
  });
});

describe('the squad address', () => {
  it('round-trips a squad', () => {
    let squad = place(emptySquad('3-2-1'), 0, gk).squad;
    squad = place(squad, 1, def).squad;
    squad = makeCaptain(squad, 2).squad;
    squad = addToBench(squad, fwd, 5).squad;
    const q = squadQuery(squad);
    expect(q.toString()).toBe('f=3-2-1&s=1.2.....&c=2&b=3');
    expect(readSquad(q, players, 5)).toEqual({ squad, problems: [] });
  });

  it('drops what the rules refuse and says why', () => {
    const { squad, problems } = readSquad(new URLSearchParams('f=9-9-9&s=2.1.2&b=2.1.3&c=3'), players, 1);
    expect(squad.formation).toBe('2-3-1');
    expect(squad.slots).toEqual([null, null, 2, null, null, null, null]);
    expect(squad.bench).toEqual([1]);
    expect(squad.captain).toBeNull();
    expect(problems.sort()).toEqual(['alreadyIn', 'benchFull', 'captainOnPitch', 'goalkeeperOnly', 'outfieldOnly']);
  });
});
