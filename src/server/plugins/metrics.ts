import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Counter, collectDefaultMetrics, Histogram, Registry } from 'prom-client';

declare module 'fastify' {
  interface FastifyInstance {
    metrics: Registry;
    /** Counts one answer and its time, whichever way it was given (http/page-door.ts answers outside the hooks). */
    observeResponse: (route: string, status: number, seconds: number) => void;
  }
  interface FastifyRequest {
    /** The matched page route (`tables___es`), for logs and metrics. */
    routeName?: string;
  }
}

/**
 * Request metrics into one registry per app (so tests can build many apps); they are served on
 * their own listener (metrics-server.ts), never on the site's.
 */
export default fp(
  async (app: FastifyInstance) => {
    const registry = new Registry();
    collectDefaultMetrics({ register: registry });
    const requests = new Counter({
      name: 'http_requests_total',
      help: 'HTTP responses by route and status',
      labelNames: ['route', 'status'],
      registers: [registry],
    });
    const duration = new Histogram({
      name: 'http_request_duration_seconds',
      help: 'Time to the last byte by route',
      labelNames: ['route'],
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
      registers: [registry],
    });
    const observe = (route: string, status: number, seconds: number) => {
      requests.inc({ route, status: String(status) });
      duration.observe({ route }, seconds);
    };
    app.decorate('metrics', registry);
    app.decorate('observeResponse', observe);
    app.decorateRequest('routeName', undefined);
    app.addHook('onResponse', (request, reply, done) => {
      observe(request.routeName ?? request.routeOptions.url ?? 'unmatched', reply.statusCode, reply.elapsedTime / 1000);
      done();
    });
  },
  { name: 'metrics' },
);
