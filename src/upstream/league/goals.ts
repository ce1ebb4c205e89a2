import type { Rng } from '../rng.js';

export type Side = 0 | 1;

export interface GoalPlan {
  /** Per side, the goals it is credited with; an own goal is scored by the other side's player. */
  goals: [{ own: boolean }[], { own: boolean }[]];
  /** Kings rules: no draws, a tie is settled by a shoot-out. */
  shootout: [number, number] | null;
  winner: Side;
}

/** Knuth's method: small means only, which is all a 40-minute match needs. */
function poisson(rng: Rng, mean: number): number {
  const limit = Math.exp(-mean);
  let k = 0;
  let p = rng.next();
  while (p > limit) {
    k++;
    p *= rng.next();
  }
  return k;
}

/** The score of a match: the real one when known, otherwise drawn from the teams' strengths. */
export function planGoals(
  rng: Rng,
  strength: [number, number],
  result?: [number, number, number | null, number | null],
): GoalPlan {
  const mean = (s: Side) => Math.min(6, Math.max(1.2, 3.1 + (strength[s] - strength[1 - s]!) * 0.15));
  const score: [number, number] = result ? [result[0], result[1]] : [poisson(rng, mean(0)), poisson(rng, mean(1))];
  const goals = score.map((n) => Array.from({ length: n }, () => ({ own: rng.chance(0.05) }))) as GoalPlan['goals'];
  if (score[0] !== score[1]) return { goals, shootout: null, winner: score[0] > score[1] ? 0 : 1 };
  let shootout: [number, number];
  if (result && result[2] !== null && result[3] !== null && result[2] !== result[3]) shootout = [result[2], result[3]];
  else {
    const win = rng.int(2, 5);
    const lose = rng.int(0, win - 1);
    shootout = rng.chance(0.5 + (strength[0] - strength[1]) * 0.02) ? [win, lose] : [lose, win];
  }
  return { goals, shootout, winner: shootout[0] > shootout[1] ? 0 : 1 };
}
