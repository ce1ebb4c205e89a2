import { sampleRate, tracePropagationTargets } from '../shared/config/sentry.js';
import type { Config } from './config.js';

export interface ErrorReporter {
  capture(error: unknown): void;
  flush(timeoutMs: number): Promise<void>;
}

export const NO_REPORTER: ErrorReporter = { capture: () => {}, flush: async () => {} };

/** Sentry starts only when SENTRY_DSN is set; its module is not even loaded otherwise. */
export async function createErrorReporter(config: Pick<Config, 'sentry'>): Promise<ErrorReporter> {
  const { dsn, environment } = config.sentry;
  if (!dsn) return NO_REPORTER;
  const Sentry = await import('@sentry/node');
  Sentry.init({
    dsn,
    environment,
    tracesSampleRate: sampleRate(environment),
    tracePropagationTargets: tracePropagationTargets(),
  });
  return {
    capture: (error) => void Sentry.captureException(error),
    flush: async (timeoutMs) => void (await Sentry.flush(timeoutMs)),
  };
}
