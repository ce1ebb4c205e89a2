/** 7-a-side: a goalkeeper and six outfield players in three lines, back to front. */
export const FORMATIONS = ['2-3-1', '3-2-1', '2-2-2', '3-1-2', '2-1-3', '1-3-2'] as const;
export type Formation = (typeof FORMATIONS)[number];
export const DEFAULT_FORMATION: Formation = '2-3-1';
export const ON_PITCH = 7;

export type Line = 'goalkeeper' | 'defender' | 'midfielder' | 'forward';

export interface SquadPlayer {
  id: number;
  name: string;
  /** The shirt name or short name, for the pitch and the image. */
  short: string;
  role: Line | null;
  rating: number | null;
  image: string | null;
  teamId: number | null;
}

export interface Squad {
  formation: Formation;
  /** Slot 0 is the goal; then the lines of the formation. Null: empty. */
  slots: (number | null)[];
  captain: number | null;
  bench: number[];
}

/** Why a choice is refused; the page says it in words. */
export type SquadProblem = 'goalkeeperOnly' | 'outfieldOnly' | 'alreadyIn' | 'benchFull' | 'captainOnPitch';

export const isFormation = (v: string | null): v is Formation => (FORMATIONS as readonly string[]).includes(v ?? '');

/** The line each slot belongs to, goal first. */
export function slotLines(formation: Formation): Line[] {
  const [d, m, f] = formation.split('-').map(Number) as [number, number, number];
  return [
    'goalkeeper',
    ...Array<Line>(d).fill('defender'),
    ...Array<Line>(m).fill('midfielder'),
    ...Array<Line>(f).fill('forward'),
  ];
}

export const emptySquad = (formation: Formation = DEFAULT_FORMATION): Squad => ({
  formation,
  slots: Array(ON_PITCH).fill(null),
  captain: null,
  bench: [],
});

const chosen = (s: Squad) => [...s.slots.filter((id): id is number => id !== null), ...s.bench];

/** The one goalkeeper stands in goal; goalkeepers play nowhere else. */
export function slotProblem(slot: number, player: SquadPlayer): SquadProblem | null {
  if (slot === 0) return player.role === 'goalkeeper' ? null : 'goalkeeperOnly';
  return player.role === 'goalkeeper' ? 'outfieldOnly' : null;
}

export type SquadResult = { squad: Squad; problem: null } | { squad: Squad; problem: SquadProblem };

/** Puts a player in a slot (replacing whoever stood there), or says why not. */
export function place(squad: Squad, slot: number, player: SquadPlayer): SquadResult {
  const wrong = slotProblem(slot, player);
  if (wrong) return { squad, problem: wrong };
  if (squad.slots[slot] !== player.id && chosen(squad).includes(player.id)) return { squad, problem: 'alreadyIn' };
  const leaving = squad.slots[slot];
  const slots = squad.slots.map((id, i) => (i === slot ? player.id : id));
  return { squad: { ...squad, slots, captain: squad.captain === leaving ? null : squad.captain }, problem: null };
}

export function addToBench(squad: Squad, player: SquadPlayer, benchSize: number): SquadResult {
  if (chosen(squad).includes(player.id)) return { squad, problem: 'alreadyIn' };
  if (squad.bench.length >= benchSize) return { squad, problem: 'benchFull' };
  return { squad: { ...squad, bench: [...squad.bench, player.id] }, problem: null };
}

export function remove(squad: Squad, id: number): Squad {
  return {
    ...squad,
    slots: squad.slots.map((s) => (s === id ? null : s)),
    bench: squad.bench.filter((b) => b !== id),
    captain: squad.captain === id ? null : squad.captain,
  };
}

export function makeCaptain(squad: Squad, id: number): SquadResult {
  return squad.slots.includes(id)
    ? { squad: { ...squad, captain: id }, problem: null }
    : { squad, problem: 'captainOnPitch' };
}

/** A new formation keeps the goalkeeper and the outfield players in their order. */
export const withFormation = (squad: Squad, formation: Formation): Squad => ({ ...squad, formation });

/** The mean rating of the players on the pitch, to one decimal; null with nobody rated. */
export function averageRating(squad: Squad, players: ReadonlyMap<number, SquadPlayer>): number | null {
  const ratings = squad.slots
    .map((id) => (id === null ? null : (players.get(id)?.rating ?? null)))
    .filter((r): r is number => r !== null);
  return ratings.length ? Math.round((ratings.reduce((a, b) => a + b, 0) / ratings.length) * 10) / 10 : null;
}
