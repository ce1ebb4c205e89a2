import type { Registry } from 'prom-client';
import { CONTEXTS, type WebContext } from '../../shared/config/contexts.js';
import type { Region } from '../../shared/config/regions.js';
import type { UpstreamHealth } from '../../shared/instance.js';
import { mappedOnce } from '../../shared/memo.js';
import { createLeagueApi, type LeagueApi } from './api.js';
import { type CacheOptions, createDataCache, type DataCache } from './cache.js';
import { HttpClient, type Timeouts } from './client.js';
import { type CmsPagesApi, cmsPageCalls } from './cms-pages.js';
import { type CompetitionLoader, createCompetitionLoader } from './competition.js';
import { createFetcher, type Fetch } from './fetcher.js';
import { registerDataMetrics } from './metrics.js';
import { cmsBaseUrl, type NewsApi, newsCalls } from './news.js';
import { type DataCall, type DataLogger, SILENT_LOGGER, type UpstreamTiming } from './observe.js';
import { DataTrace } from './trace.js';
import { upstreamHealth } from './upstream-health.js';
import { upstreamProbe } from './upstream-probe.js';

export interface DataLayerOptions {
  /** The league API root (config.upstreamUrl, or the embedded API's loopback address). */
  origin: string;
  /** config.cmsUrl: a `{region}` template overriding every region's cmsKey. */
  cmsUrl: string | null;
  context: WebContext;
  logger?: DataLogger;
  registry?: Registry;
  now?: () => number;
  timeouts?: Partial<Timeouts>;
  cache?: Omit<CacheOptions, 'now'>;
  /** For tests: the wait before a retry, so no test sleeps for real. */
  sleep?: (ms: number) => Promise<void>;
}

export interface DataLayer {
  api: LeagueApi;
  competition: CompetitionLoader;
  news: NewsApi;
  /** Editorial pages of the regions' CMS: FAQs, regulation, circulars, contact, accreditation, tickets. */
  pages: CmsPagesApi;
  cache: DataCache;
  /** Runs `work` and returns the data lookups it made, for the request's log line. */
  trace<T>(work: () => Promise<T>): Promise<{ value: T; calls: DataCall[] }>;
  /** Asks the league API directly (never the cache) whether it answers; at most once every few seconds. */
  ping(): Promise<boolean>;
  /** What the site last heard from the league API. */
  health(): UpstreamHealth;
  /** Whether a call to the league API failed within the last `ms`: it is not to be counted on yet. */
  failedWithin(ms: number): boolean;
  close(): Promise<void>;
}

/** Wires client, cache, schemas and calls; collaborators come in so tests can pass their own. */
export function createDataLayer(options: DataLayerOptions): DataLayer {
  const logger = options.logger ?? SILENT_LOGGER;
  const now = options.now ?? Date.now;
  const cache = createDataCache({ ...options.cache, now });
  const trace = new DataTrace();
  const metrics = options.registry ? registerDataMetrics(options.registry, cache) : null;
  const root = new URL(options.origin);
  const tracker = upstreamHealth(root.origin, now);
  const onTiming = (timing: UpstreamTiming) => {
    metrics?.observeUpstream(timing);
    tracker.observe(timing);
  };

  const clients = new Map<string, HttpClient>();
  const clientFor = (origin: string) => {
    let client = clients.get(origin);
    if (!client) {
      client = new HttpClient({
        origin,
        timeouts: options.timeouts,
        logger,
        onTiming,
        ...(options.sleep ? { sleep: options.sleep } : {}),
      });
      clients.set(origin, client);
    }
    return client;
  };
  const apiFetch = createFetcher({
    client: clientFor(root.origin),
    cache,
    trace,
    logger,
    now,
    basePath: root.pathname.replace(/\/+$/, ''),
  });
  const cmsFetchers = new Map<string, Fetch>();
  const cmsFetch = (origin: string): Fetch => {
    let fetch = cmsFetchers.get(origin);
    if (!fetch) {
      fetch = createFetcher({ client: clientFor(origin), cache, trace, logger, now, keyPrefix: `${origin} ` });
      cmsFetchers.set(origin, fetch);
    }
    return fetch;
  };

  const api = createLeagueApi(apiFetch, CONTEXTS[options.context].genders, logger);
  // A region's CMS address, worked out once: every news and content page asks for it.
  const cmsOf = mappedOnce((region: Region) => {
    const base = cmsBaseUrl(region, options.origin, options.cmsUrl);
    return { fetch: cmsFetch(base.origin), basePath: base.pathname.replace(/\/+$/, '') };
  });
  const news = newsCalls(cmsOf, { mediaOrigin: root.origin, siteOrigins: [CONTEXTS[options.context].domain] });
  const pages = cmsPageCalls(options.context, options.origin, cmsOf);
  const competition = createCompetitionLoader({ api, context: options.context, logger, now, reuseMs: 2000 });
  const probe = upstreamProbe(clientFor(root.origin), root.pathname.replace(/\/+$/, ''), now);

  return {
    api,
    competition,
    news,
    pages,
    cache,
    trace: (work) => trace.collect(work),
    ping: () => probe.get(),
    health: () => tracker.snapshot(),
    failedWithin: (ms) => tracker.failedWithin(ms),
    async close() {
      await Promise.all([...clients.values()].map((client) => client.close()));
    },
  };
}

export type { MatchQuery, PlayerStatsQuery, SortOrder } from './api.js';
export type { Competition, CompetitionPart, CompetitionTeam } from './competition.js';
export type { NewsArticle, NewsPage, NewsQuery, NewsSummary } from './news.js';
export type { DataCall, DataLogger, UpstreamTiming } from './observe.js';
