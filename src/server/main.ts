import { buildApp, SHUTDOWN_GRACE_MS } from './app.js';
import { loadConfig } from './config.js';
import { startEmbeddedUpstream } from './embedded-upstream.js';
import { createErrorReporter } from './error-reporter.js';
import { logStream } from './log-stream.js';
import { buildMetricsServer } from './metrics-server.js';
import { onUncaughtException, onUnhandledRejection } from './process-handlers.js';

async function main() {
  const given = loadConfig();
  // Without UPSTREAM_URL the site runs on the embedded league API, started here on loopback.
  const embedded = given.upstreamUrl ? null : await startEmbeddedUpstream();
  const config = embedded ? Object.freeze({ ...given, upstreamUrl: embedded.origin }) : given;
  const reporter = await createErrorReporter(config);
  const app = await buildApp({ config, reporter, logger: { level: config.logLevel, stream: logStream() } });
  const metricsServer = buildMetricsServer(app.metrics);
  if (embedded) app.log.info({ upstream: embedded.origin }, 'serving the embedded league data');

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

  await metricsServer.listen({ port: config.metricsPort, host: config.metricsHost });
  await app.listen({ port: config.port, host: config.host });
}

main().catch((error: unknown) => {
  // Configuration errors name their variable; print them plainly, without a stack.
  const message = error instanceof Error && 'code' in error && error.code === 'CONFIG' ? error.message : error;
  console.error('Start-up failed:', message);
  process.exit(1);
});
