import { useCallback, useEffect, useRef, useState } from 'react';
import { encodePredictions } from '../../../league/sim/encoding.js';
import type { Prediction } from '../../../league/sim/rules.js';
import { writeAddress } from '../../address.js';

export type Predictions = ReadonlyMap<number, Prediction>;

/** The page's address for a prediction set: `?p=` alone, or nothing once every score is cleared. */
export function predictionsHref(path: string, predictions: Predictions): string {
  const p = encodePredictions(predictions);
  return p ? `${path}?p=${p}` : path;
}

/**
 * The predictions shown, kept in the address. Edits to one match replace the current history
 * entry while the visitor keeps editing that match, and push a new one for another match or a
 * fill, so Back undoes one edit at a time. Back and Forward bring a new payload, whose
 * predictions replace the local ones.
 */
export function usePredictions(path: string, initial: readonly [number, Prediction][]) {
  const [predictions, setPredictions] = useState<Predictions>(() => new Map(initial));
  const lastEdited = useRef<number | null>(null);
  // Only a new payload's predictions replace the shown ones: the first are already in the state,
  // and setting them again on hydration would render the whole simulator a second time at once.
  const shownPayload = useRef(initial);
  useEffect(() => {
    if (shownPayload.current === initial) return;
    shownPayload.current = initial;
    setPredictions(new Map(initial));
    lastEdited.current = null;
  }, [initial]);

  const commit = useCallback(
    (next: Predictions, matchId: number | null) => {
      const url = predictionsHref(path, next);
      const key = { key: `sim-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 6)}` };
      if (matchId !== null && matchId === lastEdited.current)
        writeAddress('replace', { ...(history.state ?? {}) }, url);
      else writeAddress('push', key, url);
      lastEdited.current = matchId;
      setPredictions(next);
    },
    [path],
  );

  return { predictions, commit };
}
