import type { FastifyBaseLogger } from 'fastify';
import type { ErrorReporter } from './error-reporter.js';

/** How long the report of an uncaught exception may take to leave before the process exits. */
export const REPORT_FLUSH_MS = 2000;

export interface ProcessHandlerDeps {
  log: Pick<FastifyBaseLogger, 'error' | 'fatal'>;
  reporter: ErrorReporter;
  exit: (code: number) => void;
}

/** A rejection nobody handled is a bug to hear of, not a reason to drop the requests in flight. */
export function onUnhandledRejection({ log, reporter }: ProcessHandlerDeps): (reason: unknown) => void {
  return (reason) => {
    log.error({ err: reason }, 'unhandled rejection');
    reporter.capture(reason);
  };
}

/** After an uncaught exception the process state is unknown: it exits 1, once its report has had time to leave. */
export function onUncaughtException({ log, reporter, exit }: ProcessHandlerDeps): (error: Error) => void {
  return (error) => {
    log.fatal({ err: error }, 'uncaught exception');
    reporter.capture(error);
    void reporter.flush(REPORT_FLUSH_MS).finally(() => exit(1));
  };
}
