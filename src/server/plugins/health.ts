import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { InstanceStatus } from '../instance-status.js';
import type { Readiness } from '../readiness.js';

export interface HealthOptions {
  readiness: () => Promise<Readiness>;
  instance: () => InstanceStatus;
}

/**
 * Liveness (`/healthz`) never touches the league API: it says the process answers. Readiness
 * (`/readyz`) says whether this instance can serve pages, and what it knows of the API.
 */
export default fp<HealthOptions>(
  async (app: FastifyInstance, opts) => {
    app.get('/healthz', async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return { status: 'ok' };
    });
    app.get('/readyz', async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      const state = await opts.readiness();
      const { version, commit, upstream } = opts.instance();
      return reply.code(state.ready ? 200 : 503).send({
        status: state.ready ? 'ready' : 'not-ready',
        upstream: state.upstream,
        lastUpstreamSuccess: upstream?.lastSuccess ?? null,
        cachedResponses: state.cachedResponses,
        recentPages: state.recentPages,
        version,
        commit,
      });
    });
  },
  { name: 'health' },
);
