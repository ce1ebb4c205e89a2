import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { WebContext } from '../../shared/config/contexts.js';
import { isLang } from '../../shared/config/locales.js';
import { findRegion } from '../../shared/config/regions.js';
import { LIVE_PREFIX } from '../../shared/ui/payload.js';
import type { DataLayer } from '../data/index.js';
import { NotFoundError } from '../errors.js';
import { FINALISSIMA_LIVE } from '../../shared/league/finalissima-view.js';
import { loadFinalissimaMatch } from '../loaders/finalissima.js';
import { loadMatch } from '../loaders/match.js';

export interface LiveOptions {
  context: WebContext;
  data: DataLayer | null;
  clock: () => Date;
}

/** The small JSON a live match page polls; cached for two seconds so a CDN answers the crowd. */
export default fp<LiveOptions>(async (app: FastifyInstance, opts) => {
  app.get<{ Params: { region: string; id: string }; Querystring: { lang?: string } }>(`${LIVE_PREFIX}/:region/:id`, async (request, reply) => {
    request.routeName = 'live-match';
    const region = findRegion(opts.context, request.params.region);
    const lang = request.query.lang;
    // The Finalissima's final belongs to no region: the Queens site polls it under its own word.
    const finalissima = !region && opts.context === 'queens' && request.params.region === FINALISSIMA_LIVE;
    if ((!region && !finalissima) || !isLang(lang) || !/^\d{1,12}$/.test(request.params.id)) return reply.code(404).header('cache-control', 'no-store').send({ message: 'Not Found' });
    if (!opts.data) return reply.code(503).header('cache-control', 'no-store').send({ message: 'League data unavailable' });
    try {
      const id = Number(request.params.id);
      const view = region ? await loadMatch(opts.data, region, id, lang, opts.clock()) : await loadFinalissimaMatch(opts.data, id, lang, opts.clock());
      return reply.header('cache-control', 'public, max-age=2, s-maxage=2, stale-if-error=60').send(view);
    } catch (error) {
      if (error instanceof NotFoundError) return reply.code(404).header('cache-control', 'no-store').send({ message: error.message });
      request.log.warn({ err: error }, 'live match unavailable');
      return reply.code(503).header('cache-control', 'no-store').send({ message: 'League data unavailable' });
    }
  });
}, { name: 'live', dependencies: ['metrics'] });
