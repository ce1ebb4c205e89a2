/** How an HttpClient is built and what it answers. */
import type { Dispatcher } from 'undici';
import type { DataLogger, UpstreamTiming } from './observe.js';

export interface Timeouts {
  connectMs: number;
  /** Until the status line and headers arrive. */
  headersMs: number;
  /** Between two body chunks. */
  bodyMs: number;
  /** The whole call, retry and its wait included: what a visitor may wait for one call. */
  budgetMs: number;
}

/** docs/spec.md §9 names 8000 ms as a timing value; it is the budget of one call. */
export const DEFAULT_TIMEOUTS: Timeouts = Object.freeze({
  connectMs: 2000,
  headersMs: 5000,
  bodyMs: 5000,
  budgetMs: 8000,
});

export interface ClientOptions {
  /** Scheme, host and port; a path in it is ignored (callers put base paths in their paths). */
  origin: string;
  timeouts?: Partial<Timeouts>;
  connections?: number;
  maxBodyBytes?: number;
  /** The wait before a retry when the server names none. */
  retryDelayMs?: number;
  /** A retry is only worth it with at least this much budget left after its wait. */
  minRetryWindowMs?: number;
  now?: () => number;
  sleep?: (ms: number) => Promise<void>;
  logger?: DataLogger;
  onTiming?: (timing: UpstreamTiming) => void;
}

export interface JsonResponse {
  status: number;
  headers: Dispatcher.ResponseData['headers'];
  body: unknown;
  bytes: number;
  timing: UpstreamTiming;
}
