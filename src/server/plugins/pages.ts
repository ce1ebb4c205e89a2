import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { Gauge } from 'prom-client';
import { STATUS_CODES } from 'node:http';
import { detectLanguage, LOCALE_COOKIE } from '../../shared/i18n/detect.js';
import type { Config } from '../config.js';
import type { ErrorReporter } from '../error-reporter.js';
import type { DataLayer } from '../data/index.js';
import { loadPage } from '../render/load-page.js';
import { resolveError, type ResolveInput } from '../render/resolve.js';
import { isLang } from '../../shared/config/locales.js';
import type { HtmlCache } from '../render/html-cache.js';
import { cacheControl, freshSeconds, isCacheable, renderPage, sendErrorPage, sendHtml, sendPage, type RenderDeps } from '../render/respond.js';
import { PAYLOAD_PREFIX, type Payload } from '../../shared/ui/payload.js';

export interface PagesOptions extends RenderDeps {
  config: Pick<Config, 'webContext' | 'siteOrigin'>;
  clock: () => Date;
  reporter: ErrorReporter;
  html: HtmlCache;
  data: DataLayer | null;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The localized error screen for a status; also used for errors raised before routing. */
    sendErrorPage: (request: FastifyRequest, reply: FastifyReply, status: number) => FastifyReply;
  }
  interface FastifyRequest {
    /** How the rendered-HTML cache answered, for the request log. */
    htmlCache?: 'hit' | 'stale' | 'miss';
  }
}

const MAX_PATH = 1024;

function input(request: FastifyRequest, clock: () => Date): ResolveInput {
  const at = request.url.indexOf('?');
  const path = at === -1 ? request.url : request.url.slice(0, at);
  return {
    path,
    query: new URLSearchParams(at === -1 ? '' : request.url.slice(at + 1)),
    fallbackLang: detectLanguage(request.cookies[LOCALE_COOKIE], request.headers['accept-language']),
    now: clock(),
  };
}

/** Every page of the route table, the 404 screens and the error screen. */
export default fp<PagesOptions>(async (app: FastifyInstance, opts) => {
  const sendError = (request: FastifyRequest, reply: FastifyReply, status: number) => {
    const resolved = resolveError(input(request, opts.clock), status, STATUS_CODES[status] ?? 'Error', opts.config, opts.catalog);
    request.routeName ??= 'error';
    return sendErrorPage(reply, resolved, opts);
  };
  app.decorate('sendErrorPage', sendError);
  const pageDeps = { config: opts.config, catalog: opts.catalog, data: opts.data, onDataError: (err: unknown) => app.log.warn({ err }, 'page data unavailable') };
  app.decorateRequest('htmlCache', undefined);
  const html = opts.html;
  new Gauge({
    name: 'html_cache_lookups', help: 'Rendered-HTML cache lookups by outcome since start', labelNames: ['outcome'], registers: [app.metrics],
    collect() {
      this.set({ outcome: 'hit' }, html.hits);
      this.set({ outcome: 'stale' }, html.stale);
      this.set({ outcome: 'miss' }, html.misses);
    },
  });

  app.get('/*', async (request, reply) => {
    const req = input(request, opts.clock);
    if (req.path.length > MAX_PATH) return sendError(request, reply, 414);
    if (req.path.length > 1 && req.path.endsWith('/')) {
      const search = request.url.slice(req.path.length);
      return reply.redirect(req.path.replace(/\/+$/, '') + search || '/', 301);
    }
    // Paths without a language render in the visitor's detected language: not shared.
    const key = isLang(req.path.split('/', 2)[1]) ? `${opts.config.webContext}:${request.url}` : null;
    const hit = key ? opts.html.get(key) : undefined;
    if (key && hit) {
      request.routeName = hit.page.route;
      request.htmlCache = hit.fresh ? 'hit' : 'stale';
      if (!hit.fresh) opts.html.refresh(key, () => refresh(key, req));
      return sendHtml(reply, hit.page.status, hit.page.cacheControl, hit.page.body);
    }
    const resolved = await loadPage(req, { ...pageDeps, onDataError: (err) => request.log.warn({ err }, 'page data unavailable') });
    request.routeName = resolved.state.routeName ?? 'not-found';
    request.htmlCache = 'miss';
    if (resolved.reason) request.log.info({ reason: resolved.reason }, 'not found');
    return sendPage(request, reply, resolved, opts, key && isCacheable(resolved) ? { html: opts.html, key } : undefined);
  });

  async function refresh(key: string, req: ResolveInput) {
    try {
      const resolved = await loadPage({ ...req, now: opts.clock() }, pageDeps);
      const body = await renderPage(resolved, opts);
      const fresh = freshSeconds(resolved);
      opts.html.set(key, { route: resolved.state.routeName ?? 'not-found', status: resolved.state.status, body, cacheControl: cacheControl(resolved.state.status, fresh), freshMs: fresh * 1000 });
    } catch (error) {
      // The stale page keeps being served; the failure is worth knowing about.
      app.log.error({ err: error, key }, 'background render failed');
    }
  }

  /** Client navigation reads the same state and head as a full page, as JSON. */
  app.get(`${PAYLOAD_PREFIX}/*`, async (request, reply) => {
    const req = input(request, opts.clock);
    const path = req.path.slice(PAYLOAD_PREFIX.length);
    if (path.length > MAX_PATH || !path.startsWith('/')) return reply.code(404).header('cache-control', 'no-store').send({ message: 'Not Found' });
    const resolved = await loadPage({ ...req, path }, { ...pageDeps, onDataError: (err) => request.log.warn({ err }, 'page data unavailable') });
    request.routeName = `payload:${resolved.state.routeName ?? 'not-found'}`;
    const payload: Payload = { state: resolved.state, head: resolved.head, fatal: resolved.fatal };
    return reply.code(resolved.state.status).header('cache-control', cacheControl(resolved.state.status)).send(payload);
  });

  app.setNotFoundHandler((request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return reply.code(405).header('allow', 'GET, HEAD').type('text/plain; charset=utf-8').send('Method Not Allowed');
    }
    return sendError(request, reply, 404);
  });

  app.setErrorHandler((error: Error & { statusCode?: number }, request, reply) => {
    const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 600 ? error.statusCode : 500;
    if (status >= 500) request.log.error({ err: error }, 'request failed');
    else request.log.info({ err: error.message }, 'bad request');
    if (status >= 500) opts.reporter.capture(error);
    return sendError(request, reply, status);
  });
}, { name: 'pages', dependencies: ['metrics', '@fastify/cookie'] });
