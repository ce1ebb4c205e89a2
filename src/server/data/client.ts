import { setTimeout as delay } from 'node:timers/promises';
import { UpstreamError } from '../errors.js';
import { type ClientOptions, DEFAULT_TIMEOUTS, type JsonResponse, type Timeouts } from './client-options.js';
import type { UpstreamTiming } from './observe.js';
import { type Query, queryString } from './query.js';
import { readJson } from './read-json.js';
import { failureKind, isRetryableStatus, mayRetry, retryAfterMs } from './retry-policy.js';
import { Pool } from './undici-pool.js';

export { type ClientOptions, DEFAULT_TIMEOUTS, type JsonResponse, type Timeouts } from './client-options.js';

type Outcome = UpstreamTiming['outcome'];
type Success = Omit<JsonResponse, 'timing'>;
interface Failure {
  error: UpstreamError;
  outcome: Outcome;
  retryable: boolean;
  retryAfter?: string | string[] | undefined;
}

/**
 * One keep-alive connection pool per upstream origin. Retry policy (docs/spec.md §7): GET only, at
 * most once, on the listed statuses. Connection failures (reset, refused, a keep-alive socket
 * the server just closed) get the same single retry: they fail fast and the next connection
 * usually works. Timeouts are not retried: a hanging upstream would hang again and the
 * visitor has already waited most of the budget. undici's retry interceptor cannot keep a
 * Retry-After wait within the budget and resumes broken bodies with Range requests, so the
 * loop is ours (docs/decisions/0016-upstream-retry-loop.md).
 */
export class HttpClient {
  readonly origin: string;
  private readonly pool: Pool;
  private readonly timeouts: Timeouts;
  private readonly now: () => number;
  private readonly sleep: (ms: number) => Promise<void>;

  constructor(private readonly options: ClientOptions) {
    this.origin = new URL(options.origin).origin;
    this.timeouts = { ...DEFAULT_TIMEOUTS, ...options.timeouts };
    this.now = options.now ?? Date.now;
    this.sleep = options.sleep ?? ((ms) => delay(ms));
    this.pool = new Pool(this.origin, {
      connections: options.connections ?? 32,
      keepAliveTimeout: 10_000,
      keepAliveMaxTimeout: 60_000,
      connect: { timeout: this.timeouts.connectMs },
      headersTimeout: this.timeouts.headersMs,
      bodyTimeout: this.timeouts.bodyMs,
    });
  }

  getJson(path: string, query?: Query): Promise<JsonResponse> {
    return this.request('GET', path, query);
  }

  async request(method: string, path: string, query?: Query): Promise<JsonResponse> {
    const target = `${path}${queryString(query)}`;
    const started = this.now();
    const deadline = started + this.timeouts.budgetMs;
    const budget = new AbortController();
    const timer = setTimeout(() => budget.abort(), this.timeouts.budgetMs);
    try {
      return await this.run(method, target, started, deadline, budget.signal);
    } finally {
      clearTimeout(timer);
    }
  }

  private async run(
    method: string,
    target: string,
    started: number,
    deadline: number,
    budget: AbortSignal,
  ): Promise<JsonResponse> {
    for (let attempts = 1; ; attempts++) {
      const result = await this.attempt(method, target, budget);
      const timing = (status: number | null, outcome: Outcome): UpstreamTiming => ({
        origin: this.origin,
        method,
        path: target,
        status,
        attempts,
        ms: this.now() - started,
        outcome,
      });
      if (!('error' in result)) {
        const response = { ...result, timing: timing(result.status, 'ok') };
        this.report(response.timing);
        return response;
      }
      const wait = this.retryWait(method, attempts, result, deadline);
      if (wait === null) {
        this.report(timing(result.error.status ?? null, result.outcome), result.error);
        throw result.error;
      }
      await this.sleep(wait);
    }
  }

  /** The wait before the next attempt, or null when this failure is final. */
  private retryWait(method: string, attempts: number, result: Failure, deadline: number): number | null {
    if (!result.retryable || !mayRetry(method, attempts - 1)) return null;
    const asked = retryAfterMs(result.retryAfter, this.now());
    const wait = asked ?? this.options.retryDelayMs ?? 100;
    const remaining = deadline - this.now();
    if (wait + (this.options.minRetryWindowMs ?? 500) > remaining) {
      this.options.logger?.debug(
        { path: result.error.path, wait, remaining },
        'upstream retry skipped: the wait exceeds the budget',
      );
      return null;
    }
    return wait;
  }

  private async attempt(method: string, target: string, budget: AbortSignal): Promise<Success | Failure> {
    try {
      const res = await this.pool.request({
        method,
        path: target,
        signal: budget,
        headers: { accept: 'application/json' },
      });
      if (res.statusCode < 200 || res.statusCode >= 300) {
        await res.body.dump().catch(() => undefined);
        const error = new UpstreamError(`HTTP ${res.statusCode}`, target, res.statusCode);
        return {
          error,
          outcome: 'http',
          retryAfter: res.headers['retry-after'],
          retryable: isRetryableStatus(res.statusCode),
        };
      }
      const read = await readJson(res.body, this.options.maxBodyBytes ?? 16 * 1024 * 1024);
      if ('problem' in read) {
        return {
          error: new UpstreamError(read.problem, target, res.statusCode, { cause: read.cause }),
          outcome: read.outcome,
          retryable: false,
        };
      }
      return { status: res.statusCode, headers: res.headers, body: read.body, bytes: read.bytes };
    } catch (cause) {
      const kind = budget.aborted ? 'timeout' : failureKind(cause);
      const message = kind === 'timeout' ? 'timeout' : kind === 'network' ? 'network error' : 'request failed';
      const outcome: Outcome = kind === 'other' ? 'other' : kind;
      return {
        error: new UpstreamError(message, target, undefined, { cause }),
        outcome,
        retryable: kind === 'network',
      };
    }
  }

  private report(timing: UpstreamTiming, error?: UpstreamError): void {
    this.options.onTiming?.(timing);
    // A thing the API does not have (an id typed into an address) is an answer, not a failure.
    if (error?.status === 404) this.options.logger?.info({ upstream: timing }, 'upstream answered not found');
    else if (error) this.options.logger?.warn({ upstream: timing, err: error.message }, 'upstream request failed');
    else this.options.logger?.debug({ upstream: timing }, 'upstream request');
  }

  close(): Promise<void> {
    return this.pool.close();
  }

  /** Drops open sockets at once; for shutdown when close() takes too long. */
  destroy(): Promise<void> {
    return this.pool.destroy();
  }
}
