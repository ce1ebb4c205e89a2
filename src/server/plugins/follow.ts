import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import type { WebContext } from '../../shared/config/contexts.js';
import { isLang } from '../../shared/config/locales.js';
import { findRegion, type Region, regionsFor } from '../../shared/config/regions.js';
import { FOLLOW_MATCHES_PATH, strictFollow } from '../../shared/league/follow-set.js';
import { followedMatches } from '../../shared/league/followed-matches.js';
import type { DataLayer } from '../data/index.js';

export interface FollowOptions {
  context: WebContext;
  data: DataLayer | null;
  clock: () => Date;
}

/** As fresh as the home pages it fills, which keep five seconds. */
const CACHE = 'public, max-age=5, s-maxage=5, stale-if-error=60';

/**
 * The followed teams' live and next matches for the home pages' "Your teams", read from the
 * seasons those pages read (cached in the data layer), so it costs no extra call once they are
 * warm. Unknown ids are no error: a followed team may have left the league (docs/decisions/0087).
 */
export default fp<FollowOptions>(
  async (app: FastifyInstance, opts) => {
    const fail = (reply: FastifyReply, status: 400 | 404 | 503, message: string) =>
      reply.code(status).header('cache-control', 'no-store').send({ message });

    app.get<{ Querystring: Record<string, unknown> }>(FOLLOW_MATCHES_PATH, async (request, reply) => {
      request.routeName = 'follow-matches';
      const { teams, lang, region: slug } = request.query;
      const ids = strictFollow(teams);
      if (!ids) return fail(reply, 400, 'teams must be 1 to 12 distinct team ids, comma-separated');
      if (lang !== undefined && !isLang(lang)) return fail(reply, 400, 'Unknown lang');
      let regions: readonly Region[] = regionsFor(opts.context).filter((r) => r.navVisible);
      if (slug !== undefined) {
        const region = typeof slug === 'string' ? findRegion(opts.context, slug) : undefined;
        if (!region) return fail(reply, 404, 'Unknown region');
        regions = [region];
      }
      const data = opts.data;
      if (!data) return fail(reply, 503, 'League data unavailable');
      try {
        const seasons = await Promise.all(
          regions.map(async (region) => {
            const { season } = await data.competition.season(region);
            return season
              ? [{ region: region.slug, season: await data.competition.seasonDetail(season.id, lang ?? 'es') }]
              : [];
          }),
        );
        return reply
          .header('cache-control', CACHE)
          .send({ matches: followedMatches(seasons.flat(), ids, opts.clock()) });
      } catch (error) {
        // Half the competitions would read as "no matches" for the others' teams: say it honestly.
        request.log.warn({ err: error }, 'followed matches unavailable');
        return fail(reply, 503, 'League data unavailable');
      }
    });
  },
  { name: 'follow' },
);
