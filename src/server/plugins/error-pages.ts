import { STATUS_CODES } from 'node:http';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { DEFAULT_LANG } from '../../shared/config/locales.js';
import type { Config } from '../config.js';
import type { ErrorReporter } from '../error-reporter.js';
import { NOT_FOUND_CACHE_CONTROL } from '../render/cache-policy.js';
import { type RenderDeps, renderErrorPage } from '../render/render-page.js';
import { requestInput } from '../render/request-input.js';
import { resolveError } from '../render/resolve.js';

export interface ErrorPagesOptions extends RenderDeps {
  config: Pick<Config, 'webContext' | 'siteOrigin'>;
  clock: () => Date;
  reporter: ErrorReporter;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The localized error screen for a status; also used for errors raised before routing. */
    sendErrorPage: (request: FastifyRequest, reply: FastifyReply, status: number) => FastifyReply;
    /** The error screen for a request that could not be read at all, in the site's default language. */
    unreadRequestPage: (status: number) => string;
  }
}

/** One not-found handler and one error handler, both localized; a 5xx shows no internals. */
export default fp<ErrorPagesOptions>(
  async (app: FastifyInstance, opts) => {
    const sendErrorPage = (request: FastifyRequest, reply: FastifyReply, status: number) => {
      const resolved = resolveError(
        requestInput(request, opts.clock()),
        status,
        STATUS_CODES[status] ?? 'Error',
        opts.config,
        opts.catalog,
      );
      request.routeName ??= 'error';
      const cache = status === 404 ? NOT_FOUND_CACHE_CONTROL : 'no-store';
      return reply
        .code(status)
        .header('content-type', 'text/html; charset=utf-8')
        .header('cache-control', cache)
        .send(renderErrorPage(resolved, opts));
    };
    app.decorate('sendErrorPage', sendErrorPage);
    app.decorate('unreadRequestPage', (status: number) => {
      const input = { path: '/', query: new URLSearchParams(), fallbackLang: DEFAULT_LANG, now: opts.clock() };
      return renderErrorPage(
        resolveError(input, status, STATUS_CODES[status] ?? 'Error', opts.config, opts.catalog),
        opts,
      );
    });

    app.setNotFoundHandler((request, reply) => {
      if (request.method !== 'GET' && request.method !== 'HEAD') {
        return reply
          .code(405)
          .header('allow', 'GET, HEAD')
          .header('cache-control', 'no-store')
          .type('text/plain; charset=utf-8')
          .send('Method Not Allowed');
      }
      return sendErrorPage(request, reply, 404);
    });

    app.setErrorHandler((error: Error & { statusCode?: number }, request, reply) => {
      const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 600 ? error.statusCode : 500;
      if (status >= 500) {
        request.log.error({ err: error }, 'request failed');
        opts.reporter.capture(error);
      } else request.log.info({ err: error.message }, 'bad request');
      return sendErrorPage(request, reply, status);
    });
  },
  { name: 'error-pages', dependencies: ['metrics', '@fastify/cookie'] },
);
