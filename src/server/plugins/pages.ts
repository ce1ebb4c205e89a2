import type { FastifyBaseLogger, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { isLang } from '../../shared/config/locales.js';
import type { Fill, SwrOutcome } from '../cache/swr-cache.js';
import { encodable } from '../http/compressed.js';
import { localPath, MAX_PATH, REDIRECT_CACHE_CONTROL, searchOf } from '../http/local-path.js';
import { pageAnswer } from '../http/page-answer.js';
import { mayStream, startStreamedAnswer } from '../http/streamed-answer.js';
import { PERSONAL_CACHE_CONTROL, pagePolicy } from '../render/cache-policy.js';
import type { LateLoads } from '../render/late-loads.js';
import { finishPage, type PageDeps, startPage } from '../render/load-page.js';
import { type CachedPage, DegradedRender, type PageCache, registerPageCacheMetrics } from '../render/page-cache.js';
import { pageKey } from '../render/page-key.js';
import { type RenderDeps, renderPage } from '../render/render-page.js';
import { requestInput } from '../render/request-input.js';
import type { Resolved } from '../render/resolve.js';
import { streamPage } from '../render/stream-page.js';

export interface PagesOptions extends RenderDeps, Omit<PageDeps, 'onDataError'> {
  clock: () => Date;
  pageCache: PageCache;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** How the page cache answered, for the request log. */
    htmlCache?: SwrOutcome;
    /** The page went out as it rendered (docs/decisions/0079): the reply is under way already. */
    htmlStreamed?: boolean;
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

/** How long after a failed league API call no page starts before all its data is in. */
const RECENT_FAILURE_MS = 30_000;

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
    app.decorateRequest('htmlStreamed', false);
    registerPageCacheMetrics(app.metrics, opts.pageCache);

    /**
     * Loads and renders a page; a degraded one is thrown so the cache can offer its last good
     * copy. Given `reply` (a request the cache holds nothing for), a page whose late parts are
     * still loading is sent as it renders (docs/decisions/0079) while the API answers; the
     * finished document is what the cache keeps.
     */
    async function render(
      request: FastifyRequest,
      log: FastifyBaseLogger,
      reply: FastifyReply | null,
    ): Promise<Fill<CachedPage>> {
      const started = await startPage(requestInput(request, opts.clock()), {
        ...opts,
        onDataError: (err) => log.warn({ err }, 'page data unavailable'),
      });
      if (started.reason) log.info({ reason: started.reason }, 'not found');
      const route = started.state.routeName ?? 'not-found';
      const { lates } = started;
      // While the league API is failing, a page waits for all its data (last good copy or 503, as before).
      if (reply && lates && !opts.data?.failedWithin(RECENT_FAILURE_MS) && (await lates.stillLoading())) {
        return streamed(started, lates, reply, log, route);
      }
      const resolved = await finishPage(started);
      const policy = pagePolicy(resolved);
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
      const body = renderPage(resolved, opts, (error) => log.error({ err: error }, 'render error'));
      const page: CachedPage = {
        route,
        status: resolved.state.status,
        ...encodable(body),
        cacheControl: policy.cacheControl,
      };
      if (policy.degraded) throw new DegradedRender(page);
      return { value: page, policy: policy.keep };
    }

    /** A page sent as it renders; kept once finished, unless a part failed on the way. */
    async function streamed(
      started: Resolved,
      lates: LateLoads,
      reply: FastifyReply,
      log: FastifyBaseLogger,
      route: string,
    ): Promise<Fill<CachedPage>> {
      const policy = pagePolicy(started);
      reply.request.htmlStreamed = true;
      const answer = startStreamedAnswer(reply, reply.request.headers['accept-encoding']);
      const onError = (error: unknown) => log.error({ err: error }, 'render error');
      try {
        const { body, degraded } = await streamPage(started, lates, opts, answer.send, onError);
        const page: CachedPage = { route, status: 200, ...encodable(body), cacheControl: policy.cacheControl };
        if (degraded) {
          log.warn({ route }, 'page sent without a part that failed after it began');
          throw new DegradedRender(page);
        }
        return { value: page, policy: policy.keep };
      } finally {
        answer.end();
      }
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
      // Only a page the cache holds no copy of, not even one to fall back on, may be sent as it renders.
      const streamTo =
        (!key || !opts.pageCache.holds(key)) && mayStream(request.method, request.headers['user-agent']) ? reply : null;
      try {
        const { value, outcome } = key
          ? await opts.pageCache.get(key, () => render(request, request.log, streamTo))
          : { value: personal((await render(request, request.log, null)).value, path), outcome: 'miss' as const };
        request.routeName = value.route;
        request.htmlCache = outcome;
        return request.htmlStreamed ? reply : sendHtml(request, reply, value);
      } catch (error) {
        if (!(error instanceof DegradedRender)) throw error;
        request.routeName = error.page.route;
        request.htmlCache = 'error';
        return request.htmlStreamed ? reply : sendHtml(request, reply, error.page);
      }
    });
  },
  { name: 'pages', dependencies: ['metrics', 'error-pages', '@fastify/cookie'] },
);
