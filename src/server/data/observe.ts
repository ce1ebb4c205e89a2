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

import type { SwrOutcome } from '../cache/swr-cache.js';

/** One data lookup made while serving a page, for that request's log line. */
export interface DataCall {
  key: string;
  family: string;
  outcome: SwrOutcome;
  ms: number;
}
