import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** One log line per request: id, route name, status, duration; the id goes back as `x-request-id`. */
export default fp(async (app: FastifyInstance) => {
  // An operator can find a visitor's request in the logs from the response alone.
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
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
