import { homeOutcome, projectTable, type Fixture, type Prediction, type SimRow } from './rules.js';

/** What a run needs: the table so far, the fixtures left, the visitor's fixed results. */
export interface OddsInput {
  base: readonly SimRow[];
  fixtures: readonly Fixture[];
  predictions: readonly [number, Prediction][];
  /** How many final places lead to the play-offs. */
  playoffPlaces: number;
  runs: number;
  seed: number;
}

export interface Odds {
  runs: number;
  /** Per team, the share of runs (0–1) ending in each final place, place 1 first. */
  places: Record<number, number[]>;
  playoff: Record<number, number>;
}

/** mulberry32: a small, fast, well-spread generator, so the same seed gives the same odds. */
export function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function poisson(mean: number, random: () => number): number {
  const limit = Math.exp(-mean);
  let k = 0;
  for (let p = random(); p > limit; p *= random()) k++;
  return k;
}

/**
 * The model: each side's goals are Poisson, with a mean of the league's goals per team and
 * match scaled by its attack (goals scored per match against the league's) and the opponent's
 * defence (goals conceded per match against the league's). One match of the league's average
 * is added to every team so an early-season blowout does not dominate; a draw's shoot-out is a
 * coin toss. docs/decisions/0036-team-simulator-odds.md.
 */
export function expectedGoals(base: readonly SimRow[]) {
  const played = base.reduce((s, r) => s + r.played, 0);
  const scored = base.reduce((s, r) => s + r.goalsFor, 0);
  const mean = played > 0 ? scored / played : 3;
  const rate = new Map(base.map((r) => [r.teamId, {
    attack: (r.goalsFor + mean) / (r.played + 1) / mean,
    defence: (r.goalsAgainst + mean) / (r.played + 1) / mean,
  }]));
  return (homeId: number, awayId: number): [number, number] => {
    const h = rate.get(homeId) ?? { attack: 1, defence: 1 };
    const a = rate.get(awayId) ?? { attack: 1, defence: 1 };
    return [mean * h.attack * a.defence, mean * a.attack * h.defence];
  };
}

export function simulateOdds(input: OddsInput): Odds {
  const random = seeded(input.seed);
  const xg = expectedGoals(input.base);
  const fixed = new Map(input.predictions.filter(([, p]) => homeOutcome(p) !== null));
  const open = input.fixtures.filter((f) => !fixed.has(f.id));
  const means = open.map((f) => xg(f.homeId, f.awayId));
  const teams = input.base.map((r) => r.teamId);
  const places: Record<number, number[]> = Object.fromEntries(teams.map((id) => [id, new Array<number>(teams.length).fill(0)]));
  const playoff: Record<number, number> = Object.fromEntries(teams.map((id) => [id, 0]));
  const results = new Map(fixed);
  for (let run = 0; run < input.runs; run++) {
    open.forEach((f, i) => {
      const [hm, am] = means[i]!;
      const home = poisson(hm, random);
      const away = poisson(am, random);
      results.set(f.id, { home, away, shootout: home === away ? (random() < 0.5 ? 'home' : 'away') : null });
    });
    projectTable(input.base, input.fixtures, results).forEach((row, place) => {
      places[row.teamId]![place]!++;
      if (place < input.playoffPlaces) playoff[row.teamId]!++;
    });
  }
  const share = (n: number) => n / Math.max(1, input.runs);
  return {
    runs: input.runs,
    places: Object.fromEntries(Object.entries(places).map(([id, counts]) => [id, counts.map(share)])),
    playoff: Object.fromEntries(Object.entries(playoff).map(([id, n]) => [id, share(n)])),
  };
}
