import { loadDataset } from '../data/load.js';
import type { RawDataset } from '../data/types.js';
import { buildModel, type LeagueModel } from './model.js';
import { Snapshot, type LeagueRuntime } from './snapshot.js';

export const DEFAULT_SEED = 2023;

export interface LeagueOptions {
  /** YYYY-MM-DD: the day the current seasons are built around. */
  anchor: string;
  seed?: number;
  dataset?: RawDataset;
}

export interface League {
  model: LeagueModel;
  anchor: string;
  seed: number;
  anchorMs: number;
  /** The league as it stands at `now` (ms); the same second gives the same snapshot object. */
  at(now: number): Snapshot;
  /** Plays every match once, so no request pays for simulating the league. */
  warm(now: number): void;
}

const ANCHOR = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Midnight UTC of a YYYY-MM-DD day; anything else, or an impossible date, is refused. */
export function parseAnchor(anchor: string): number {
  const m = ANCHOR.exec(anchor);
  const ms = m ? Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])) : Number.NaN;
  if (Number.isNaN(ms) || new Date(ms).toISOString().slice(0, 10) !== anchor) throw new Error(`invalid anchor date ${JSON.stringify(anchor)}: expected YYYY-MM-DD`);
  return ms;
}

export function todayUtc(now: Date): string {
  return now.toISOString().slice(0, 10);
}

export function createLeague(options: LeagueOptions): League {
  const anchorMs = parseAnchor(options.anchor);
  const seed = options.seed ?? DEFAULT_SEED;
  const runtime: LeagueRuntime = { model: buildModel(options.dataset ?? loadDataset()), seed, anchorMs, simulations: new Map(), settled: new Map(), outcomes: new Map() };
  let last: Snapshot | null = null;
  return {
    model: runtime.model,
    anchor: options.anchor,
    seed,
    anchorMs,
    at(now: number): Snapshot {
      const second = Math.floor(now / 1000) * 1000;
      if (last?.now !== second) last = new Snapshot(runtime, second);
      return last;
    },
    warm(now: number): void {
      const snapshot = this.at(now);
      for (const id of runtime.model.matches.keys()) snapshot.match(id);
    },
  };
}
