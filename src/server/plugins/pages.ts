import type { FastifyBaseLogger, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { isLang } from '../../shared/config/locales.js';
import type { Fill, SwrOutcome } from '../cache/swr-cache.js';
import { encodable } from '../http/compressed.js';
import { localPath, MAX_PATH, REDIRECT_CACHE_CONTROL, searchOf } from '../http/local-path.js';
import { pageAnswer } from '../http/page-answer.js';
import { PERSONAL_CACHE_CONTROL, pagePolicy } from '../render/cache-policy.js';
import { loadPage, type PageDeps } from '../render/load-page.js';
import { type CachedPage, DegradedRender, type PageCache, registerPageCacheMetrics } from '../render/page-cache.js';
import { pageKey } from '../render/page-key.js';
import { type RenderDeps, renderPage } from '../render/render-page.js';
import { requestInput } from '../render/request-input.js';

export interface PagesOptions extends RenderDeps, Omit<PageDeps, 'onDataError'> {
  clock: () => Date;
  pageCache: PageCache;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** How the page cache answered, for the request log. */
    htmlCache?: SwrOutcome;
  }
}

/**
 * A path without a language renders in the visitor's: a CDN must not hand that page to others.
 * A language in capitals (`/EN/espana`) is no such path: its redirect is the same for everyone.
 */
const personal = (page: CachedPage, path: string): CachedPage =>
  page.cacheControl === 'no-store' || isLang(path.split('/', 2)[1]?.toLowerCase())
    ? page
    : { ...page, cacheControl: PERSONAL_CACHE_CONTROL };

/** A kept page through Fastify: the same answer the server's door gives a fresh hit (http/page-door.ts). */
async function sendHtml(request: FastifyRequest, reply: FastifyReply, page: CachedPage) {
  const answer = await pageAnswer(page, {
    url: request.url,
    ifNoneMatch: request.headers['if-none-match'],
    acceptEncoding: request.headers['accept-encoding'],
  });
  return reply
    .code(answer.status)
    .headers(answer.headers)
    .send(answer.body ?? undefined);
}

/** Every page of the route table, kept in the page cache by context, path and query. */
export default fp<PagesOptions>(
  async (app: FastifyInstance, opts) => {
    app.decorateRequest('htmlCache', undefined);
    registerPageCacheMetrics(app.metrics, opts.pageCache);

    /** Loads and renders a page; a degraded one is thrown so the cache can offer its last good copy. */
    async function render(request: FastifyRequest, log: FastifyBaseLogger): Promise<Fill<CachedPage>> {
      const resolved = await loadPage(requestInput(request, opts.clock()), {
        ...opts,
        onDataError: (err) => log.warn({ err }, 'page data unavailable'),
      });
      if (resolved.reason) log.info({ reason: resolved.reason }, 'not found');
      const policy = pagePolicy(resolved);
      const route = resolved.state.routeName ?? 'not-found';
      if (resolved.redirect)
        return {
          value: {
            route,
            status: 301,
            ...encodable(Buffer.alloc(0)),
            cacheControl: policy.cacheControl,
            location: resolved.redirect,
          },
          policy: policy.keep,
        };
      const body = await renderPage(resolved, opts, (error) => log.error({ err: error }, 'render error'));
      const page: CachedPage = {
        route,
        status: resolved.state.status,
        ...encodable(body),
        cacheControl: policy.cacheControl,
      };
      if (policy.degraded) throw new DegradedRender(page);
      return { value: page, policy: policy.keep };
    }

    app.get('/*', async (request, reply) => {
      const path = request.url.split('?', 1)[0]!;
      if (path.length > MAX_PATH) return app.sendErrorPage(request, reply, 414);
      if (path.length > 1 && path.endsWith('/')) {
        return reply
          .header('cache-control', REDIRECT_CACHE_CONTROL)
          .redirect(localPath(path.replace(/[/\\]+$/, '')) + searchOf(request.url), 301);
      }
      const key = pageKey(opts.config.webContext, request.url);
      try {
        const { value, outcome } = key
          ? await opts.pageCache.get(key, () => render(request, request.log))
          : { value: personal((await render(request, request.log)).value, path), outcome: 'miss' as const };
        request.routeName = value.route;
        request.htmlCache = outcome;
        return sendHtml(request, reply, value);
      } catch (error) {
        if (!(error instanceof DegradedRender)) throw error;
        request.routeName = error.page.route;
        request.htmlCache = 'error';
        return sendHtml(request, reply, error.page);
      }
    });
  },
  { name: 'pages', dependencies: ['metrics', 'error-pages', '@fastify/cookie'] },
);
