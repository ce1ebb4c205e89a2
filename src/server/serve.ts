// Before the schemas are made (data/schema-checks.ts).
import './data/schema-checks.js';
import type * as Embedded from '../upstream/embedded.js';
import { buildApp, SHUTDOWN_GRACE_MS, WARM_WAIT_MS } from './app.js';
import { loadConfig } from './config.js';
import { createErrorReporter } from './error-reporter.js';
import { logStream } from './log-stream.js';
import { buildMetricsServer, listenForMetrics } from './metrics-server.js';
import { onUncaughtException, onUnhandledRejection } from './process-handlers.js';
import type { CodeCacheState } from './site-script.js';

/** What main.ts hands the site. */
export interface ServeOptions {
  /** The state of the code caches, the embedded league's once it is loaded. */
  codeCache: CodeCacheState;
  /** The embedded league API's bundle, run only without UPSTREAM_URL (dist/upstream/embedded.cjs). */
  loadEmbedded(): typeof Embedded;
}

async function start({ codeCache, loadEmbedded }: ServeOptions): Promise<string> {
  const given = loadConfig();
  // Without UPSTREAM_URL the site runs on the embedded league API, started here on loopback. It is
  // a bundle of its own (dist/upstream/embedded.cjs), loaded only then: a site that reads a real
  // league API carries none of its generators and data.
  // Its league is worked out after the site listens: the first pages simulate only what they show.
  const embedded = given.upstreamUrl ? null : await loadEmbedded().startEmbeddedUpstream({ warmLater: true });
  const config = embedded ? Object.freeze({ ...given, upstreamUrl: embedded.origin }) : given;
  const reporter = await createErrorReporter(config);
  const app = await buildApp({
    config,
    reporter,
    logger: { level: config.logLevel, stream: logStream() },
    // A league API of its own process answers over the network; the embedded one, here, would
    // only move its work ahead of the listening.
    readClustersAtStart: embedded === null,
  });
  const metricsServer = buildMetricsServer(app.metrics);
  app.log.debug({ codeCache }, 'V8 code cache');
  if (embedded) {
    // In production that is almost always a missing setting, so it is said where operators look.
    const level = config.production ? 'warn' : 'info';
    app.log[level]({ upstream: embedded.origin }, 'serving the embedded league data: UPSTREAM_URL is not set');
  }

  const handlerDeps = { log: app.log, reporter, exit: (code: number) => process.exit(code) };
  process.on('unhandledRejection', onUnhandledRejection(handlerDeps));
  process.on('uncaughtException', onUncaughtException(handlerDeps));

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    setTimeout(() => process.exit(1), SHUTDOWN_GRACE_MS).unref();
    void app
      .close()
      .then(() => Promise.all([embedded?.close(), metricsServer.close()]))
      .then(() => reporter.flush(2000))
      .then(() => process.exit(0));
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));

  // The site first: a new replica's first pages do not wait for the scraper's port.
  const origin = await app.listen({ port: config.port, host: config.host });
  await listenForMetrics(metricsServer, { port: config.metricsPort, host: config.metricsHost }, app.log);
  // Between pages: a visitor's page is not slowed by the warming.
  void embedded?.warm(() => app.inFlight.whenIdle(WARM_WAIT_MS));
  return origin;
}

/**
 * Runs the site: main.ts calls it from the site's bundle, run from its code cache when it had one.
 * Resolves with the address it listens on; a start that fails ends the process.
 */
export function serve(options: ServeOptions): Promise<string> {
  return start(options).catch((error: unknown) => {
    // Configuration errors name their variable; print them plainly, without a stack.
    const message = error instanceof Error && 'code' in error && error.code === 'CONFIG' ? error.message : error;
    console.error('Start-up failed:', message);
    return process.exit(1);
  });
}
