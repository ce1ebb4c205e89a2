import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { WebContext } from '../../shared/config/contexts.js';
import { findRegion } from '../../shared/config/regions.js';
import { FINALISSIMA_LIVE } from '../../shared/league/finalissima-view.js';
import { type MatchRow, matchRow } from '../../shared/league/matches-view.js';
import { LIVE_CARDS_MAX, LIVE_CARDS_PATH, LIVE_PREFIX } from '../../shared/ui/payload.js';
import type { DataLayer } from '../data/index.js';
import { NotFoundError } from '../errors.js';
import { loadFinalissimaMatch } from '../loaders/finalissima.js';
import { loadMatch, loadMatchDetail } from '../loaders/match.js';

export interface LiveOptions {
  context: WebContext;
  data: DataLayer | null;
  clock: () => Date;
}

const LIVE_CACHE_CONTROL = 'public, max-age=2, s-maxage=2, stale-if-error=60';
const CARD = /^([a-z-]{1,40}):(\d{1,12})$/;

/**
 * The small JSON a live match page polls; cached for two seconds so a CDN answers the crowd. A
 * match's data has no language: the addresses name none, so every visitor of a match shares one
 * cached answer (a `lang` an older page still sends is ignored).
 */
export default fp<LiveOptions>(
  async (app: FastifyInstance, opts) => {
    app.get<{ Params: { region: string; id: string } }>(`${LIVE_PREFIX}/:region/:id`, async (request, reply) => {
      request.routeName = 'live-match';
      const region = findRegion(opts.context, request.params.region);
      // The Finalissima's final belongs to no region: the Queens site polls it under its own word.
      const finalissima = !region && opts.context === 'queens' && request.params.region === FINALISSIMA_LIVE;
      if ((!region && !finalissima) || !/^\d{1,12}$/.test(request.params.id))
        return reply.code(404).header('cache-control', 'no-store').send({ message: 'Not Found' });
      if (!opts.data)
        return reply.code(503).header('cache-control', 'no-store').send({ message: 'League data unavailable' });
      try {
        const id = Number(request.params.id);
        const view = region
          ? await loadMatch(opts.data, region, id, opts.clock())
          : await loadFinalissimaMatch(opts.data, id, opts.clock());
        return reply.header('cache-control', LIVE_CACHE_CONTROL).send(view);
      } catch (error) {
        if (error instanceof NotFoundError)
          return reply.code(404).header('cache-control', 'no-store').send({ message: error.message });
        request.log.warn({ err: error }, 'live match unavailable');
        return reply.code(503).header('cache-control', 'no-store').send({ message: 'League data unavailable' });
      }
    });

    /** Every live card of a page in one poll, read as the match page reads its match (the same minute). */
    app.get<{ Querystring: { m?: string } }>(LIVE_CARDS_PATH, async (request, reply) => {
      request.routeName = 'live-cards';
      const { m } = request.query;
      const keys = typeof m === 'string' ? [...new Set(m.split(','))] : [];
      const cards = keys.flatMap((key) => {
        const found = CARD.exec(key);
        const region = found ? findRegion(opts.context, found[1]!) : undefined;
        return region ? [{ key, region, id: Number(found![2]) }] : [];
      });
      if (keys.length === 0 || keys.length > LIVE_CARDS_MAX || cards.length !== keys.length) {
        return reply.code(404).header('cache-control', 'no-store').send({ message: 'Not Found' });
      }
      const data = opts.data;
      if (!data)
        return reply.code(503).header('cache-control', 'no-store').send({ message: 'League data unavailable' });
      const now = opts.clock();
      let failed = false;
      const read = await Promise.all(
        cards.map(async ({ key, region, id }) => {
          try {
            return [[key, matchRow(await loadMatchDetail(data, region, id), now)] as const];
          } catch (error) {
            if (!(error instanceof NotFoundError)) {
              failed = true;
              request.log.warn({ err: error, card: key }, 'live card unavailable');
            }
            return [];
          }
        }),
      );
      const rows: Record<string, MatchRow> = Object.fromEntries(read.flat());
      // No card at all: a 404 when the league said none of them exists, a 503 when it could not say.
      if (Object.keys(rows).length === 0)
        return failed
          ? reply.code(503).header('cache-control', 'no-store').send({ message: 'League data unavailable' })
          : reply.code(404).header('cache-control', 'no-store').send({ message: 'Not Found' });
      return reply.header('cache-control', LIVE_CACHE_CONTROL).send({ rows });
    });
  },
  { name: 'live', dependencies: ['metrics'] },
);
