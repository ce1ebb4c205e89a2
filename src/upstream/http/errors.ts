import type { FastifyInstance } from 'fastify';

/** A client error with the status and message the API answers with: `{ "message": … }`. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: 400 | 404,
    message: string,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const badRequest = (message: string) => new HttpError(400, message);
export const notFound = (message: string) => new HttpError(404, message);

/** Bad input is never a 500: Fastify's own 4xx (a malformed URL, a bad header) keep their status. */
export function registerErrorHandlers(app: FastifyInstance): void {
  app.setErrorHandler((error: Error & { statusCode?: number }, request, reply) => {
    const status = error instanceof HttpError ? error.statusCode : (error.statusCode ?? 500);
    if (status >= 500) {
      request.log.error({ err: error }, 'upstream handler failed');
      return reply.code(status).send({ message: 'Internal error' });
    }
    return reply.code(status).send({ message: error.message });
  });
  app.setNotFoundHandler((request, reply) =>
    reply.code(404).send({ message: `No route for ${request.method} ${request.url.split('?')[0]}` }),
  );
}
