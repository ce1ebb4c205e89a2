import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { shownKind } from '../../shared/ui/pages/index.js';
import { PAYLOAD_PREFIX, type Payload } from '../../shared/ui/payload.js';
import { REDIRECT_CACHE_CONTROL, searchOf } from '../http/local-path.js';
import { type AssetManifest, messageChunks } from '../render/assets.js';
import { pagePolicy, RETRY_AFTER_SECONDS } from '../render/cache-policy.js';
import { loadPage, type PageDeps } from '../render/load-page.js';
import { requestInput } from '../render/request-input.js';

export interface PayloadOptions extends Omit<PageDeps, 'onDataError'> {
  clock: () => Date;
  assets: AssetManifest;
}

const MAX_PATH = 1024;

/** Client navigation reads the same state and head as a full page, as JSON: GET /_payload/{path}. */
export default fp<PayloadOptions>(
  async (app: FastifyInstance, opts) => {
    app.get(`${PAYLOAD_PREFIX}/*`, async (request, reply) => {
      const input = requestInput(request, opts.clock());
      const path = input.path.slice(PAYLOAD_PREFIX.length);
      if (path.length > MAX_PATH || !path.startsWith('/'))
        return reply.code(404).header('cache-control', 'no-store').send({ message: 'Not Found' });
      const resolved = await loadPage(
        { ...input, path },
        { ...opts, onDataError: (err) => request.log.warn({ err }, 'page data unavailable') },
      );
      request.routeName = `payload:${resolved.state.routeName ?? 'not-found'}`;
      // The browser follows it and shows the page under its one address.
      if (resolved.redirect)
        return reply
          .header('cache-control', REDIRECT_CACHE_CONTROL)
          .redirect(PAYLOAD_PREFIX + resolved.redirect + searchOf(request.url), 301);
      const { state } = resolved;
      const payload: Payload = {
        state,
        head: resolved.head,
        fatal: resolved.fatal,
        messages: messageChunks(opts.assets, state.lang, shownKind(state)),
      };
      if (state.status === 503) reply.header('retry-after', String(RETRY_AFTER_SECONDS));
      return reply.code(state.status).header('cache-control', pagePolicy(resolved).cacheControl).send(payload);
    });
  },
  { name: 'payload', dependencies: ['@fastify/cookie'] },
);
