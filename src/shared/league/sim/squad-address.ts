import {
  addToBench,
  DEFAULT_FORMATION,
  emptySquad,
  isFormation,
  makeCaptain,
  ON_PITCH,
  place,
  type Squad,
  type SquadPlayer,
  type SquadProblem,
} from './squad.js';

/** The query parameters a squad is shared by: `f` formation, `s` the seven slots, `c` captain, `b` bench. */
export function squadQuery(squad: Squad): URLSearchParams {
  const q = new URLSearchParams();
  if (squad.formation !== DEFAULT_FORMATION) q.set('f', squad.formation);
  if (squad.slots.some((id) => id !== null)) q.set('s', squad.slots.map((id) => id ?? '').join('.'));
  if (squad.captain !== null) q.set('c', String(squad.captain));
  if (squad.bench.length) q.set('b', squad.bench.join('.'));
  return q;
}

const ids = (value: string | null) => (value ?? '').split('.').map((v) => (/^\d{1,9}$/.test(v) ? Number(v) : null));

/**
 * A squad from its address, rebuilt by the same rules as a visitor's choices, so a hand-edited
 * link can never show a squad the page would refuse: each refused part is dropped and named.
 */
export function readSquad(
  query: URLSearchParams,
  players: ReadonlyMap<number, SquadPlayer>,
  benchSize: number,
): { squad: Squad; problems: SquadProblem[] } {
  const f = query.get('f');
  let squad = emptySquad(isFormation(f) ? f : DEFAULT_FORMATION);
  const problems = new Set<SquadProblem>();
  const apply = (result: { squad: Squad; problem: SquadProblem | null }) => {
    squad = result.squad;
    if (result.problem) problems.add(result.problem);
  };
  ids(query.get('s'))
    .slice(0, ON_PITCH)
    .forEach((id, slot) => {
      const player = id === null ? undefined : players.get(id);
      if (player) apply(place(squad, slot, player));
    });
  for (const id of ids(query.get('b'))) {
    const player = id === null ? undefined : players.get(id);
    if (player) apply(addToBench(squad, player, benchSize));
  }
  const captain = Number(query.get('c'));
  if (query.get('c') && players.has(captain)) apply(makeCaptain(squad, captain));
  return { squad, problems: [...problems] };
}
