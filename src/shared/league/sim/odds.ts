import { seeded } from './random.js';
import { type Fixture, homeOutcome, type Prediction, projectTable, type SimRow } from './rules.js';

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

/** Knuth's method, with e^-mean computed once per fixture rather than per draw. */
function poisson(limit: number, random: () => number): number {
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
  const rate = new Map(
    base.map((r) => [
      r.teamId,
      {
        attack: (r.goalsFor + mean) / (r.played + 1) / mean,
        defence: (r.goalsAgainst + mean) / (r.played + 1) / mean,
      },
    ]),
  );
  return (homeId: number, awayId: number): [number, number] => {
    const h = rate.get(homeId) ?? { attack: 1, defence: 1 };
    const a = rate.get(awayId) ?? { attack: 1, defence: 1 };
    return [mean * h.attack * a.defence, mean * a.attack * h.defence];
  };
}

/**
 * The runs work on plain number arrays indexed by table position, not on table rows: ten
 * thousand seasons then take a fraction of a second (scripts/bench-odds.ts). The order is
 * the league's (rules.ts sortTable): points, goal difference, goals scored, team id.
 */
export function simulateOdds(input: OddsInput): Odds {
  const random = seeded(input.seed);
  const xg = expectedGoals(input.base);
  const teams = input.base.map((r) => r.teamId);
  const n = teams.length;
  const index = new Map(teams.map((id, i) => [id, i]));
  const fixed = new Map(input.predictions.filter(([, p]) => homeOutcome(p) !== null));
  const fixedRows = projectTable(
    input.base,
    input.fixtures.filter((f) => fixed.has(f.id)),
    fixed,
  );
  const startPoints = new Float64Array(n);
  const startDiff = new Float64Array(n);
  const startFor = new Float64Array(n);
  for (const r of fixedRows) {
    const i = index.get(r.teamId)!;
    startPoints[i] = r.points;
    startDiff[i] = r.goalsFor - r.goalsAgainst;
    startFor[i] = r.goalsFor;
  }
  const open = input.fixtures.filter((f) => !fixed.has(f.id) && index.has(f.homeId) && index.has(f.awayId));
  const homes = open.map((f) => index.get(f.homeId)!);
  const aways = open.map((f) => index.get(f.awayId)!);
  const limits = open.map((f) => xg(f.homeId, f.awayId).map((mean) => Math.exp(-mean)) as [number, number]);
  const placeCounts = Array.from({ length: n }, () => new Float64Array(n));
  const playoffCounts = new Float64Array(n);
  const points = new Float64Array(n);
  const diff = new Float64Array(n);
  const goals = new Float64Array(n);
  const order = teams.map((_, i) => i);
  const before = (a: number, b: number) =>
    points[b]! - points[a]! || diff[b]! - diff[a]! || goals[b]! - goals[a]! || teams[a]! - teams[b]!;
  for (let run = 0; run < input.runs; run++) {
    points.set(startPoints);
    diff.set(startDiff);
    goals.set(startFor);
    for (let k = 0; k < open.length; k++) {
      const [hl, al] = limits[k]!;
      const h = homes[k]!;
      const a = aways[k]!;
      const hg = poisson(hl, random);
      const ag = poisson(al, random);
      diff[h]! += hg - ag;
      diff[a]! += ag - hg;
      goals[h]! += hg;
      goals[a]! += ag;
      if (hg > ag) points[h]! += 3;
      else if (ag > hg) points[a]! += 3;
      else if (random() < 0.5) {
        points[h]! += 2;
        points[a]! += 1;
      } else {
        points[a]! += 2;
        points[h]! += 1;
      }
    }
    order.sort(before);
    for (let place = 0; place < n; place++) {
      const i = order[place]!;
      placeCounts[i]![place]!++;
      if (place < input.playoffPlaces) playoffCounts[i]!++;
    }
  }
  const share = (count: number) => count / Math.max(1, input.runs);
  return {
    runs: input.runs,
    places: Object.fromEntries(teams.map((id, i) => [id, Array.from(placeCounts[i]!, share)])),
    playoff: Object.fromEntries(teams.map((id, i) => [id, share(playoffCounts[i]!)])),
  };
}
