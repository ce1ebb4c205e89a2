import Fastify, { type FastifyInstance } from 'fastify';
import { NO_JSON_SCHEMAS } from '../shared/api/no-json-schemas.js';
import { findDataDir, loadDataset } from './data/load.js';
import { type KnownOutcomes, readOutcomes } from './data/outcomes.js';
import type { RawDataset } from './data/types.js';
import { draftRoutes } from './draft/draft-routes.js';
import { readUpstreamEnv } from './env.js';
import { checkConfig, type FaultConfig } from './faults/config.js';
import { registerFaults } from './faults/hooks.js';
import { registerErrorHandlers } from './http/errors.js';
import { createLeague, type League, todayUtc } from './league/league.js';
import type { RouteContext } from './routes/context.js';
import { cupRoutes } from './routes/cups.js';
import { matchRoutes } from './routes/matches.js';
import { mediaRoutes } from './routes/media.js';
import { newsRoutes } from './routes/news.js';
import { pageRoutes } from './routes/pages.js';
import { seasonRoutes } from './routes/seasons.js';
import { statsRoutes } from './routes/stats.js';
import { teamRoutes } from './routes/teams.js';
import { warmIndexes } from './shape/warm.js';

export type { FaultConfig, FaultRule } from './faults/config.js';

export interface UpstreamOptions {
  /** The time the league is shown at; live matches follow it. */
  clock?: () => Date;
  /** YYYY-MM-DD the current seasons are built around; LEAGUE_ANCHOR, else today (UTC) by the clock. */
  anchor?: string;
  /** Seeds every simulated result; LEAGUE_SEED, else the default. */
  seed?: number;
  /** Fault injection; UPSTREAM_FAULTS or UPSTREAM_FAULT_* when absent; null turns it off. */
  faults?: FaultConfig | null;
  logger?: boolean;
  /** Hears of every injected fault. */
  onFault?: (kind: string, path: string) => void;
  /** Defaults to process.env; tests pass their own. */
  env?: Readonly<Record<string, string | undefined>>;
  dataset?: RawDataset;
}

interface LeagueData {
  data: RawDataset;
  outcomes: KnownOutcomes | null;
}

const datasets = new Map<string, LeagueData>();

/** The committed files are read once per process: every app built from them shares the parse. */
function dataset(dir: string): LeagueData {
  let found = datasets.get(dir);
  if (!found) {
    const data = loadDataset(dir);
    datasets.set(dir, (found = { data, outcomes: readOutcomes(dir, data) }));
  }
  return found;
}

const leagues = new WeakMap<RawDataset, Map<string, League>>();

/**
 * A league is a pure function of its dataset, anchor and seed (the clock picks the instant shown,
 * an app's start where its rolling fixtures kick off), so every app built from the same three
 * shares one: its simulated seasons are worked out once per process, not once per app.
 */
function leagueFor({ data, outcomes }: LeagueData, anchor: string, seed: number | undefined): League {
  let byKey = leagues.get(data);
  if (!byKey) leagues.set(data, (byKey = new Map()));
  const key = `${anchor} ${seed ?? ''}`;
  let league = byKey.get(key);
  if (!league) byKey.set(key, (league = createLeague({ anchor, seed, dataset: data, outcomes })));
  return league;
}

/** The embedded league API (docs/upstream.md) as a Fastify instance; it never listens (main.ts does). */
export function buildUpstreamApp(options: UpstreamOptions = {}): FastifyInstance {
  return warmBeforeReady(buildUpstream(options));
}

/**
 * Simulating the league, then counting its current seasons, takes half a second or more: here it
 * happens before the first request, not in it.
 */
export function warmBeforeReady({ app, warm }: Upstream): FastifyInstance {
  app.addHook('onReady', async () => {
    for (const _step of warm());
  });
  return app;
}

export interface Upstream {
  app: FastifyInstance;
  /**
   * Works out the whole league (every match, the news, the current seasons' counts) in steps; an
   * answer needs none of it beforehand, as it simulates what it reads, but is quicker after it.
   */
  warm(): Generator<void>;
}

/** The league API with its warming left to the caller: before it is ready, or in the background. */
export function buildUpstream(options: UpstreamOptions = {}): Upstream {
  const env = readUpstreamEnv(options.env ?? process.env);
  const clock = options.clock ?? (() => new Date());
  // Both read once: the schedule stays where it was put for the life of the app, so no match
  // moves back from played to not started when a day or an hour turns
  // (docs/decisions/0076-one-league-one-clock.md).
  const startedAt = clock().getTime();
  const league = leagueFor(
    options.dataset ? { data: options.dataset, outcomes: null } : dataset(env.dataDir ?? findDataDir()),
    options.anchor ?? env.anchor ?? todayUtc(new Date(startedAt)),
    options.seed ?? env.seed,
  );
  const app = Fastify({
    schemaController: NO_JSON_SCHEMAS,
    logger: options.logger ? { level: (options.env ?? process.env).LOG_LEVEL ?? 'info' } : false,
  });
  registerErrorHandlers(app);
  // Faults given in code are checked like the environment's: a typo must not pass as "no fault".
  const faults =
    options.faults === undefined ? env.faults : options.faults && checkConfig(options.faults, 'faults option');
  if (faults && faults.rules.length > 0) registerFaults(app, faults, options.onFault);

  const ctx: RouteContext = { league, clock, startedAt };
  app.get('/api/health', async () => ({ status: 'ok', anchor: league.anchor, seed: league.seed }));
  for (const routes of [
    seasonRoutes,
    statsRoutes,
    matchRoutes,
    teamRoutes,
    newsRoutes,
    pageRoutes,
    mediaRoutes,
    draftRoutes,
    cupRoutes,
  ])
    routes(app, ctx);
  function* warm(): Generator<void> {
    const now = clock().getTime();
    yield* league.warmSteps(now, startedAt);
    warmIndexes(league.at(now, startedAt));
  }
  return { app, warm };
}
