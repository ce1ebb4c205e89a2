import { useCallback, useEffect, useState } from 'react';
import type { Line, Squad, SquadProblem } from '../../../league/sim/squad.js';
import { squadQuery } from '../../../league/sim/squad-address.js';
import { writeAddress } from '../../address.js';

export interface Filters {
  q: string;
  team: number | null;
  pos: Line | null;
}

export interface Shown {
  squad: Squad;
  /** The slot the list fills; null: the first empty one, else the bench. */
  slot: number | null;
  filters: Filters;
}

/** The address of a squad with its open slot and filters: links work before any script runs. */
export function squadHref(path: string, shown: Shown): string {
  const q = squadQuery(shown.squad);
  if (shown.slot !== null) q.set('slot', String(shown.slot));
  if (shown.filters.q) q.set('q', shown.filters.q);
  if (shown.filters.team !== null) q.set('team', String(shown.filters.team));
  if (shown.filters.pos) q.set('pos', shown.filters.pos);
  const query = q.toString();
  return query ? `${path}?${query}` : path;
}

/**
 * The squad, kept in the address: a change to the squad pushes a history entry (Back undoes
 * it), typing in the filters replaces the current one. Back and Forward bring a new payload,
 * which replaces the local state.
 */
export function useSquad(path: string, initial: Shown, initialProblems: readonly SquadProblem[]) {
  const [shown, setShown] = useState(initial);
  const [problem, setProblem] = useState<SquadProblem | null>(initialProblems[0] ?? null);
  useEffect(() => {
    setShown(initial);
    setProblem(initialProblems[0] ?? null);
  }, [initial, initialProblems]);

  const update = useCallback(
    (next: Shown, mode: 'push' | 'replace') => {
      const url = squadHref(path, next);
      writeAddress(
        mode,
        mode === 'push'
          ? { key: `squad-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 6)}` }
          : { ...(history.state ?? {}) },
        url,
      );
      setShown(next);
      setProblem(null);
    },
    [path],
  );

  return { shown, problem, setProblem, update };
}
