import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import type { Registry } from 'prom-client';
import { NO_JSON_SCHEMAS } from '../shared/api/no-json-schemas.js';

/**
 * GET /metrics on a listener of its own (METRICS_HOST:METRICS_PORT, loopback by default), so the
 * site's public port never exposes the process's internals.
 */
export function buildMetricsServer(registry: Registry): FastifyInstance {
  const app = Fastify({ logger: false, schemaController: NO_JSON_SCHEMAS });
  app.get('/metrics', async (_request, reply) => {
    reply.header('content-type', registry.contentType).header('cache-control', 'no-store');
    return registry.metrics();
  });
  return app;
}

/**
 * Listens for the scraper; a taken or forbidden port turns metrics off rather than stopping the
 * site (a second site on one machine, say), with a warning that names METRICS_PORT. Says whether
 * metrics are on.
 */
export async function listenForMetrics(
  server: FastifyInstance,
  where: { port: number; host: string },
  log: Pick<FastifyBaseLogger, 'warn'>,
): Promise<boolean> {
  try {
    await server.listen(where);
    return true;
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code !== 'EADDRINUSE' && code !== 'EACCES') throw error;
    log.warn(
      { port: where.port, host: where.host, code },
      `metrics are off: ${where.host}:${where.port} is not free; set METRICS_PORT to a free port to have them`,
    );
    return false;
  }
}
