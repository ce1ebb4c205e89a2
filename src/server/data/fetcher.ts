import type * as z from 'zod';
import { NotFoundError, UpstreamError } from '../errors.js';
import type { DataCache, StoredResponse } from './cache.js';
import type { HttpClient, JsonResponse } from './client.js';
import { deepFreeze } from './freeze.js';
import type { DataLogger } from './observe.js';
import { type Family, POLICIES } from './policies.js';
import { cacheKey, type Query } from './query.js';
import type { DataTrace } from './trace.js';

export interface FetchSpec<S extends z.ZodType, R> {
  family: Family;
  path: string;
  query?: Query;
  schema: S;
  /** Shapes the checked value once, before it is cached (sorting, totals from headers). */
  map?: (value: z.output<S>, response: JsonResponse) => R;
  /**
   * When set, the call names one thing by id and a 404 or a 400 (an id the API rejects, such as
   * one too long) means it does not exist: a NotFoundError with this message.
   */
  notFound?: string;
  /** The family whose freshness the answer keeps, when the answer tells (a finished match is live no more). */
  keptAs?: (value: R, now: number) => Family;
}

export type Fetch = <S extends z.ZodType, R = z.output<S>>(spec: FetchSpec<S, R>) => Promise<R>;

export interface FetcherDeps {
  client: HttpClient;
  cache: DataCache;
  trace: DataTrace;
  logger: DataLogger;
  now: () => number;
  /** Prepended to every path: the API root's own path, if any. */
  basePath?: string;
  /** Told apart from the league API's keys when several origins share one cache. */
  keyPrefix?: string;
}

/** The one road from a typed call to the upstream: cache, client, schema, errors, trace. */
export function createFetcher(deps: FetcherDeps): Fetch {
  return async <S extends z.ZodType, R = z.output<S>>(spec: FetchSpec<S, R>): Promise<R> => {
    const key = (deps.keyPrefix ?? '') + cacheKey((deps.basePath ?? '') + spec.path, spec.query);
    const started = deps.now();
    const record = (outcome: Parameters<DataTrace['record']>[0]['outcome']) =>
      deps.trace.record({ key, family: spec.family, outcome, ms: deps.now() - started });
    try {
      const { value, outcome } = await deps.cache.get(key, async () => {
        const stored = await load(deps, spec);
        return { value: stored, policy: POLICIES[spec.keptAs?.(stored.value as R, deps.now()) ?? spec.family] };
      });
      record(outcome);
      // The entry under this key was stored by this very spec: its path, query and schema.
      return value.value as R;
    } catch (error) {
      record('error');
      throw error;
    }
  };
}

async function load<S extends z.ZodType, R>(deps: FetcherDeps, spec: FetchSpec<S, R>): Promise<StoredResponse> {
  let response: JsonResponse;
  try {
    response = await deps.client.getJson((deps.basePath ?? '') + spec.path, spec.query);
  } catch (error) {
    if (spec.notFound && error instanceof UpstreamError && (error.status === 404 || error.status === 400))
      throw new NotFoundError(spec.notFound, { cause: error });
    throw error;
  }
  const parsed = spec.schema.safeParse(response.body);
  if (!parsed.success) {
    const issues = parsed.error.issues
      .slice(0, 5)
      .map((issue) => ({ path: issue.path.join('.'), message: issue.message }));
    deps.logger.error({ path: response.timing.path, issues }, 'upstream bad shape');
    throw new UpstreamError('bad shape', response.timing.path, response.status, { cause: parsed.error });
  }
  const value = spec.map ? spec.map(parsed.data, response) : (parsed.data as R);
  return { value: deepFreeze(value), bytes: response.bytes };
}
