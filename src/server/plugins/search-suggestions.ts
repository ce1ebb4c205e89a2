import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { WebContext } from '../../shared/config/contexts.js';
import { isLang } from '../../shared/config/locales.js';
import type { DataLayer } from '../data/index.js';
import { type Encodable, encodable, encodedFor } from '../http/compressed.js';
import { sendUnavailable } from '../http/unavailable.js';
import type { Catalog } from '../messages.js';
import { withDeadline } from '../render/load-page.js';
import { type BuiltIndex, SEARCH_INDEX_TTL_MS, searchIndexesOf } from '../search/search-indexes.js';

export interface SearchSuggestionsOptions {
  context: WebContext;
  catalog: Catalog;
  data: DataLayer | null;
  clock: () => Date;
  deadlineMs: number;
}

/** As long as the server keeps an index: a browser's suggestions are at most one rebuild behind. */
const CACHE = `public, max-age=${SEARCH_INDEX_TTL_MS / 1000}, stale-while-revalidate=600, stale-if-error=86400`;

/**
 * GET /_search/{lang}.json: the entries of the language's search index, for the header field's
 * suggestions, which the browser asks for only once the field is focused. Sent compressed.
 */
export default fp<SearchSuggestionsOptions>(
  async (app: FastifyInstance, opts) => {
    const bodies = new WeakMap<BuiltIndex, Encodable>();
    app.get<{ Params: { file: string } }>('/_search/:file', async (request, reply) => {
      request.routeName = 'search-suggestions';
      const lang = request.params.file.replace(/\.json$/, '');
      if (!request.params.file.endsWith('.json') || !isLang(lang)) return app.sendErrorPage(request, reply, 404);
      let built: BuiltIndex;
      try {
        if (!opts.data) throw new Error('No league data');
        const indexes = searchIndexesOf(opts.data, opts.context);
        built = await withDeadline(
          indexes.get(lang, { t: opts.catalog.t[lang], now: opts.clock() }),
          opts.deadlineMs,
          request.url,
        );
      } catch (error) {
        request.log.warn({ err: error }, 'search suggestions unavailable');
        return sendUnavailable(reply, 'Search unavailable');
      }
      let body = bodies.get(built);
      if (!body) {
        body = encodable(Buffer.from(JSON.stringify(built.entries)));
        bodies.set(built, body);
      }
      reply.type('application/json; charset=utf-8').header('cache-control', CACHE).header('vary', 'Accept-Encoding');
      const encoded = await encodedFor(body, request.headers['accept-encoding']);
      if (encoded) reply.header('content-encoding', encoded.encoding);
      return reply.send(encoded?.bytes ?? body.body);
    });
  },
  { name: 'search-suggestions', dependencies: ['error-pages'] },
);
