import type { Prediction } from './rules.js';

/** The most goals a predicted score takes: more than any league match has seen. */
export const MAX_GOALS = 30;

const ENTRY = /^([0-9a-z]{1,8})\.(\d{1,2})-(\d{1,2})([ha]?)$/;

const goals = (text: string | null | undefined): number | null => {
  if (text === null || text === undefined || text.trim() === '') return null;
  const n = Number(text);
  return Number.isInteger(n) && n >= 0 && n <= MAX_GOALS ? n : null;
};

/**
 * A prediction set as one short, URL-safe value, e.g. `2kc.3-1_2kd.2-2h`: base-36 match id,
 * score, and for a draw the shoot-out winner (h/a). Shared links carry it in `?p=`.
 */
export function encodePredictions(predictions: ReadonlyMap<number, Prediction>): string {
  return [...predictions]
    .sort(([a], [b]) => a - b)
    .map(([id, p]) => `${id.toString(36)}.${p.home}-${p.away}${p.home === p.away && p.shootout ? p.shootout[0] : ''}`)
    .join('_');
}

/** Reads `?p=`; entries that are malformed or name a match not in `known` are dropped. */
export function decodePredictions(value: string | null, known: ReadonlySet<number>): Map<number, Prediction> {
  const out = new Map<number, Prediction>();
  for (const entry of (value ?? '').split('_')) {
    const m = ENTRY.exec(entry);
    if (!m) continue;
    const id = parseInt(m[1]!, 36);
    const home = goals(m[2]);
    const away = goals(m[3]);
    if (!known.has(id) || home === null || away === null) continue;
    out.set(id, {
      home,
      away,
      shootout: home === away ? (m[4] === 'h' ? 'home' : m[4] === 'a' ? 'away' : null) : null,
    });
  }
  return out;
}

/**
 * The form a page without scripts submits: per match, in document order, `m` (its id), `h` and
 * `a` (the scores, blank for no prediction) and `w` (the shoot-out winner of a draw). It
 * replaces `?p=` for every match it lists.
 */
export function readPredictions(query: URLSearchParams, known: ReadonlySet<number>): Map<number, Prediction> {
  const out = decodePredictions(query.get('p'), known);
  const [ids, homes, aways, winners] = (['m', 'h', 'a', 'w'] as const).map((k) => query.getAll(k));
  ids!.forEach((raw, i) => {
    const id = Number(raw);
    if (!known.has(id)) return;
    const home = goals(homes![i]);
    const away = goals(aways![i]);
    if (home === null || away === null) {
      out.delete(id);
      return;
    }
    const w = winners![i];
    out.set(id, { home, away, shootout: home === away && (w === 'home' || w === 'away') ? w : null });
  });
  return out;
}
