import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

export interface HealthOptions {
  /** Ready once routes are compiled and the data source answers. */
  isReady: () => boolean | Promise<boolean>;
}

/** Liveness never touches the upstream; readiness does, for the load balancer. */
export default fp<HealthOptions>(async (app: FastifyInstance, opts) => {
  app.get('/healthz', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return { status: 'ok' };
  });
  app.get('/readyz', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    const ready = await opts.isReady();
    return reply.code(ready ? 200 : 503).send({ status: ready ? 'ready' : 'starting' });
  });
}, { name: 'health' });
