import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** One log line per request: id, route name, status, duration. */
export default fp(async (app: FastifyInstance) => {
  app.addHook('onResponse', async (request, reply) => {
    request.log.info({
      method: request.method,
      url: request.url.length > 300 ? `${request.url.slice(0, 300)}…` : request.url,
      route: request.routeName ?? request.routeOptions.url ?? 'unmatched',
      status: reply.statusCode,
      htmlCache: request.htmlCache,
      durationMs: Math.round(reply.elapsedTime * 10) / 10,
    }, 'request');
  });
}, { name: 'request-log' });
