/** What the data layer reports about itself: for logs, metrics and per-request traces. */

/** The part of a pino or Fastify logger the data layer writes to. */
export interface DataLogger {
  debug(obj: object, msg?: string): void;
  info(obj: object, msg?: string): void;
  warn(obj: object, msg?: string): void;
  error(obj: object, msg?: string): void;
}

export const SILENT_LOGGER: DataLogger = Object.freeze({ debug() {}, info() {}, warn() {}, error() {} });

/** One upstream call as the client saw it, retry included. */
export interface UpstreamTiming {
  origin: string;
  method: string;
  /** Path and query. */
  path: string;
  status: number | null;
  attempts: number;
  ms: number;
  outcome: 'ok' | 'http' | 'timeout' | 'network' | 'bad-json' | 'too-large' | 'other';
}

/**
 * hit: fresh entry. miss: this lookup asked the upstream. coalesced: it waited for another
 * lookup's request. stale: served old while one refresh runs. stale-if-error: the upstream
 * failed and an old value was served. error: nothing to serve.
 */
export type CacheOutcome = 'hit' | 'miss' | 'coalesced' | 'stale' | 'stale-if-error' | 'error';

/** One data lookup made while serving a page, for that request's log line. */
export interface DataCall {
  key: string;
  family: string;
  outcome: CacheOutcome;
  ms: number;
}
