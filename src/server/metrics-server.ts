import Fastify, { type FastifyInstance } from 'fastify';
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
