import { findDataDir, loadDataset } from '../data/load.js';
import { type KnownOutcomes, readOutcomes } from '../data/outcomes.js';
import type { RawDataset, RawPost } from '../data/types.js';
import { deskPosts, type NewsDesk, type NewsSource, newsDesks } from '../generate/news.js';
import { buildModel, type LeagueModel } from './model.js';
import { leagueNewsSource } from './news-source.js';
import { type LeagueRuntime, Snapshot } from './snapshot.js';

export const DEFAULT_SEED = 2023;

export interface LeagueOptions {
  /** YYYY-MM-DD: the day the current seasons are built around. */
  anchor: string;
  seed?: number;
  /** Without it, the committed dataset and the outcomes written beside it. */
  dataset?: RawDataset;
  /** Finished seasons' outcomes written for `dataset`: used when written at this league's seed. */
  outcomes?: KnownOutcomes | null;
}

/**
 * The embedded CMS's posts, by id and by source (a cmsKey's last segment): a source's posts are
 * written the first time they are asked for, so a region's news page writes no other region's.
 */
export interface LeagueNews {
  /** Every post, in id order: every source written. */
  readonly posts: readonly RawPost[];
  byId: Pick<ReadonlyMap<number, RawPost>, 'get'>;
  byCms: Pick<ReadonlyMap<string, readonly RawPost[]>, 'get'>;
}

export interface League {
  model: LeagueModel;
  anchor: string;
  seed: number;
  anchorMs: number;
  /**
   * The league as it stands at `now` (ms) in an API started at `startedAt`, which places the
   * rolling fixtures; the same second and start give the same snapshot object.
   */
  at(now: number, startedAt: number): Snapshot;
  /**
   * The news, written once from this league's own results: what a post says of a match depends
   * on the seed, as the match does, and not on the anchor, as every date counts from it
   * (docs/decisions/0068-news-written-by-the-league.md). Each source is written when first read.
   */
  news(): LeagueNews;
  /**
   * Plays every match once, then writes the news, so no request pays for simulating the league;
   * a few matches a step, so that between two steps the process may answer requests (which
   * meanwhile simulate only what they read).
   */
  warmSteps(now: number, startedAt: number): Generator<void>;
}

/** Matches simulated per step of `warmSteps`: a few milliseconds of work between two chances to answer. */
const MATCHES_PER_STEP = 40;

const ANCHOR = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Midnight UTC of a YYYY-MM-DD day; anything else, or an impossible date, is refused. */
export function parseAnchor(anchor: string): number {
  const m = ANCHOR.exec(anchor);
  const ms = m ? Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])) : Number.NaN;
  if (Number.isNaN(ms) || new Date(ms).toISOString().slice(0, 10) !== anchor)
    throw new Error(`invalid anchor date ${JSON.stringify(anchor)}: expected YYYY-MM-DD`);
  return ms;
}

export function todayUtc(now: Date): string {
  return now.toISOString().slice(0, 10);
}

export function createLeague(options: LeagueOptions): League {
  const anchorMs = parseAnchor(options.anchor);
  const seed = options.seed ?? DEFAULT_SEED;
  const dir = options.dataset ? null : findDataDir();
  const dataset = options.dataset ?? loadDataset(dir ?? undefined);
  const known = options.outcomes ?? (dir ? readOutcomes(dir, dataset) : null);
  const runtime: LeagueRuntime = {
    model: buildModel(dataset),
    seed,
    anchorMs,
    simulations: new Map(),
    settled: new Map(),
    // Another seed plays other finals: its past seasons are simulated, as without the file.
    outcomes: new Map(known?.seed === seed ? known.seasons : []),
  };
  let last: Snapshot | null = null;
  const news = lazyNews(leagueNewsSource(runtime));
  return {
    model: runtime.model,
    anchor: options.anchor,
    seed,
    anchorMs,
    at(now: number, startedAt: number): Snapshot {
      const second = Math.floor(now / 1000) * 1000;
      if (last?.now !== second || last.startedAt !== startedAt) last = new Snapshot(runtime, second, startedAt);
      return last;
    },
    news: () => news,
    *warmSteps(now: number, startedAt: number): Generator<void> {
      const snapshot = this.at(now, startedAt);
      let done = 0;
      for (const id of runtime.model.matches.keys()) {
        snapshot.match(id);
        if (++done % MATCHES_PER_STEP === 0) yield;
      }
      void this.news().posts;
    },
  };
}

/** The news of every desk, each written once and only when its posts are first read. */
function lazyNews(source: NewsSource): LeagueNews {
  const desks = newsDesks();
  const written = new Map<NewsDesk, readonly RawPost[]>();
  const postsOf = (desk: NewsDesk) => {
    let posts = written.get(desk);
    if (!posts) written.set(desk, (posts = deskPosts(desk, source)));
    return posts;
  };
  // A source's list is made once, as the posts endpoint reads it on every request.
  const bySource = new Map<string, readonly RawPost[]>();
  let all: readonly RawPost[] | null = null;
  return {
    get posts() {
      all ??= desks.flatMap(postsOf);
      return all;
    },
    byId: {
      // Ids run on from desk to desk, forty each: the id names its desk.
      get: (id) => {
        const desk = desks.findLast((d) => d.firstId <= id);
        return desk && postsOf(desk).find((p) => p.id === id);
      },
    },
    byCms: {
      get: (cms) => {
        let posts = bySource.get(cms);
        if (!posts) {
          const own = desks.filter((d) => d.cms === cms);
          if (own.length === 0) return undefined;
          bySource.set(cms, (posts = own.flatMap(postsOf)));
        }
        return posts;
      },
    },
  };
}
