import { seeded } from '../../../league/sim/random.js';
import type { Fixture, Prediction } from '../../../league/sim/rules.js';
import type { Predictions } from './use-predictions.js';

/** Every open fixture as a home win, 2–1. */
export function fillHomeWins(fixtures: readonly Fixture[], current: Predictions): Map<number, Prediction> {
  const next = new Map(current);
  for (const f of fixtures) if (!next.has(f.id)) next.set(f.id, { home: 2, away: 1, shootout: null });
  return next;
}

/** A stable number from the current predictions, so "random" is the same link on server and browser. */
function seedOf(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h >>> 0;
}

/** Every open fixture with a random score of 0–6 a side, a draw's shoot-out decided by a coin. */
export function fillRandom(fixtures: readonly Fixture[], current: Predictions, salt: string): Map<number, Prediction> {
  const random = seeded(seedOf(salt));
  const next = new Map(current);
  for (const f of fixtures) {
    if (next.has(f.id)) continue;
    const home = Math.floor(random() * 7);
    const away = Math.floor(random() * 7);
    next.set(f.id, { home, away, shootout: home === away ? (random() < 0.5 ? 'home' : 'away') : null });
  }
  return next;
}
