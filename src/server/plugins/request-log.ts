import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { SwrOutcome } from '../cache/swr-cache.js';

export interface AnsweredRequest {
  method: string;
  url: string;
  route: string;
  status: number;
  htmlCache: SwrOutcome | undefined;
  durationMs: number;
}

/** The fields of a request's one log line, whichever way it was answered (here or http/page-door.ts). */
export function requestLine(request: AnsweredRequest) {
  return {
    method: request.method,
    url: request.url.length > 300 ? `${request.url.slice(0, 300)}…` : request.url,
    route: request.route,
    status: request.status,
    htmlCache: request.htmlCache,
    durationMs: Math.round(request.durationMs * 10) / 10,
  };
}

/** One log line per request: id, route name, status, duration; the id goes back as `x-request-id`. */
export default fp(
  async (app: FastifyInstance) => {
    // An operator can find a visitor's request in the logs from the response alone.
    app.addHook('onRequest', (request, reply, done) => {
      reply.header('x-request-id', request.id);
      done();
    });
    app.addHook('onResponse', (request, reply, done) => {
      request.log.info(
        requestLine({
          method: request.method,
          url: request.url,
          route: request.routeName ?? request.routeOptions.url ?? 'unmatched',
          status: reply.statusCode,
          htmlCache: request.htmlCache,
          durationMs: reply.elapsedTime,
        }),
        'request',
      );
      done();
    });
  },
  { name: 'request-log' },
);
