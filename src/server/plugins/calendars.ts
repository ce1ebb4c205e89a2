import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import type { SeasonDetail } from '../../shared/api/index.js';
import type { WebContext } from '../../shared/config/contexts.js';
import { isLang, type Lang } from '../../shared/config/locales.js';
import { findRegion, type Region } from '../../shared/config/regions.js';
import { CALENDAR_PREFIX } from '../../shared/league/calendar-links.js';
import { contentLang } from '../../shared/league/content-pages.js';
import { type FollowSet, strictFollow } from '../../shared/league/follow-set.js';
import { playsIn } from '../../shared/league/followed-matches.js';
import { fixturesCalendar } from '../calendars/fixtures.js';
import type { DataLayer } from '../data/index.js';
import { NotFoundError } from '../errors.js';
import type { Catalog } from '../messages.js';

export interface CalendarOptions {
  context: WebContext;
  data: DataLayer | null;
  catalog: Catalog;
  origin: string;
  clock: () => Date;
}

/** Calendar apps poll: a few minutes' cache keeps scores fresh without every poll reaching the data. */
const CACHE = 'public, max-age=300, s-maxage=300, stale-while-revalidate=600, stale-if-error=86400';
const REGION = /^[a-z-]{2,20}$/;

class NoSuchFeed extends NotFoundError {}

/** Every match of the season's phases, each with its matchday's name. */
const matchesOf = (season: SeasonDetail) =>
  season.phases.flatMap((p) =>
    p.groups.flatMap((g) => g.turns.flatMap((t) => t.matches.map((m) => ({ ...m, turnName: t.name })))),
  );

/**
 * The fixture calendars (RFC 5545) of a region and of each of its teams, from the season data the
 * matches page shows: `/calendars/{region}.ics` and `/calendars/{region}/teams/{id}.ics`, `?lang=`.
 */
export default fp<CalendarOptions>(
  async (app: FastifyInstance, opts) => {
    const fail = (reply: FastifyReply, status: 400 | 404 | 503, message: string) => {
      if (status === 503) reply.header('retry-after', '30');
      return reply.code(status).header('cache-control', 'no-store').type('text/plain; charset=utf-8').send(message);
    };

    async function feed(reply: FastifyReply, slug: string, query: { lang?: string }, teamIds: FollowSet | null) {
      const region = REGION.test(slug) ? findRegion(opts.context, slug) : undefined;
      if (!region) return fail(reply, 404, 'Not Found');
      if (!opts.data) return fail(reply, 503, 'League data unavailable');
      const lang: Lang = isLang(query.lang) ? query.lang : contentLang(region);
      try {
        const body = await build(opts.data, region, lang, teamIds);
        return reply
          .header('content-type', 'text/calendar; charset=utf-8')
          .header('cache-control', CACHE)
          .header(
            'content-disposition',
            `inline; filename="${region.slug}${teamIds === null ? '' : `-${teamIds.join('-')}`}.ics"`,
          )
          .send(body);
      } catch (error) {
        if (error instanceof NotFoundError) return fail(reply, 404, 'Not Found');
        reply.request.log.warn({ err: error }, 'calendar unavailable');
        return fail(reply, 503, 'League data unavailable');
      }
    }

    async function build(data: DataLayer, region: Region, lang: Lang, teamIds: FollowSet | null): Promise<string> {
      const competition = await data.competition.season(region);
      if (!competition.season) throw new NoSuchFeed('No season');
      const season = await data.competition.seasonDetail(competition.season.id, lang);
      const all = matchesOf(season);
      const t = opts.catalog.t[lang];
      const calendar = (name: string, matches: typeof all) =>
        fixturesCalendar({ name, region, lang, t, origin: opts.origin, now: opts.clock(), matches });
      if (teamIds === null) return calendar(region.leagueTitle, all);
      const mine = all.filter((m) => playsIn(m, teamIds));
      // Named in the order asked; an id that plays no match here is left out, and only none at all is a 404.
      const names = teamIds.flatMap((id) => {
        const m = mine.find((x) => x.participants.homeTeamId === id || x.participants.awayTeamId === id);
        const team = m && (m.participants.homeTeamId === id ? m.participants.homeTeam : m.participants.awayTeam);
        return team ? [team.name] : [];
      });
      if (names.length === 0) throw new NoSuchFeed('Team not found');
      return calendar(`${names.join(' & ')} · ${region.leagueTitle}`, mine);
    }

    app.get<{ Params: { file: string }; Querystring: { lang?: string } }>(
      `${CALENDAR_PREFIX}/:file`,
      async (request, reply) => {
        request.routeName = 'calendar';
        const m = /^([a-z-]+)\.ics$/.exec(request.params.file);
        return m ? feed(reply, m[1]!, request.query, null) : fail(reply, 404, 'Not Found');
      },
    );
    app.get<{ Params: { region: string; file: string }; Querystring: { lang?: string } }>(
      `${CALENDAR_PREFIX}/:region/teams/:file`,
      async (request, reply) => {
        request.routeName = 'calendar';
        // One team's feed, or several followed teams' in one (`12,34.ics`, docs/decisions/0087).
        const m = /^([\d,]{1,200})\.ics$/.exec(request.params.file);
        if (!m) return fail(reply, 404, 'Not Found');
        const ids = strictFollow(m[1]);
        return ids ? feed(reply, request.params.region, request.query, ids) : fail(reply, 400, 'Bad team list');
      },
    );
  },
  { name: 'calendars' },
);
