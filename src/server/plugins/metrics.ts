import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { collectDefaultMetrics, Counter, Histogram, Registry } from 'prom-client';

declare module 'fastify' {
  interface FastifyInstance {
    metrics: Registry;
  }
  interface FastifyRequest {
    /** The matched page route (`tables___es`), for logs and metrics. */
    routeName?: string;
  }
}

/** Prometheus metrics on /metrics; one registry per app so tests can build many apps. */
export default fp(async (app: FastifyInstance) => {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const requests = new Counter({
    name: 'http_requests_total', help: 'HTTP responses by route and status', labelNames: ['route', 'status'], registers: [registry],
  });
  const duration = new Histogram({
    name: 'http_request_duration_seconds', help: 'Time to the last byte by route', labelNames: ['route'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5], registers: [registry],
  });
  app.decorate('metrics', registry);
  app.decorateRequest('routeName', undefined);
  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeName ?? request.routeOptions.url ?? 'unmatched';
    requests.inc({ route, status: String(reply.statusCode) });
    duration.observe({ route }, reply.elapsedTime / 1000);
  });
  app.get('/metrics', async (_request, reply) => {
    reply.header('content-type', registry.contentType).header('cache-control', 'no-store');
    return registry.metrics();
  });
}, { name: 'metrics' });
