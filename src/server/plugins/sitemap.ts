import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { LRUCache } from 'lru-cache';
import type { WebContext } from '../../shared/config/contexts.js';
import { findRegion, regionsFor } from '../../shared/config/regions.js';
import { sitemapPaths } from '../../shared/routing/sitemap.js';
import type { DataLayer } from '../data/index.js';
import { type Encodable, encodable, encodedFor } from '../http/compressed.js';
import { sendUnavailable } from '../http/unavailable.js';
import { withDeadline } from '../render/load-page.js';
import { globalEntries, regionEntries } from '../seo/region-sitemap.js';
import { sitemapIndex, urlSet } from '../seo/sitemap-xml.js';

export interface SitemapOptions {
  context: WebContext;
  origin: string;
  data: DataLayer | null;
  clock: () => Date;
  /** A child built from league data answers within a page's deadline, or 503 (its calls go on). */
  deadlineMs: number;
}

/** A child sitemap is rebuilt at most this often: a season's clubs, players and fixtures change slowly. */
const REBUILD_MS = 10 * 60_000;
const XML = 'application/xml; charset=utf-8';
/** The league-wide club and player pages, apart from any region's. */
const GLOBAL = '/sitemaps/global.xml';

async function sendEncoded(
  request: FastifyRequest,
  reply: FastifyReply,
  type: string,
  body: Encodable,
  cacheControl: string,
) {
  reply.type(type).header('cache-control', cacheControl).header('vary', 'Accept-Encoding');
  const encoded = await encodedFor(body, request.headers['accept-encoding']);
  if (encoded) reply.header('content-encoding', encoded.encoding);
  return reply.send(encoded?.bytes ?? body.body);
}

/**
 * robots.txt names the sitemap index by its absolute address; the index lists a child for the
 * route table's pages, one per competition with its clubs', players' and matches' pages in
 * every language, and one for the league-wide club and player pages. Children are built from the league data, kept a while and sent compressed.
 */
export default fp<SitemapOptions>(
  async (app: FastifyInstance, opts) => {
    const regions = regionsFor(opts.context).filter((r) => r.navVisible);
    const robots = encodable(
      Buffer.from(
        `User-agent: *\nAllow: /\nDisallow: /_payload/\nDisallow: /_live/\nDisallow: /_follow/\nSitemap: ${opts.origin}/sitemap.xml\n`,
      ),
    );
    // Matching every page of the route table takes a tenth of a second: the first crawler pays it, not start-up.
    let pages: Encodable | undefined;
    const built = new LRUCache<string, Encodable>({ max: 64, ttl: REBUILD_MS });

    app.get('/robots.txt', async (request, reply) => {
      request.routeName = 'robots';
      return sendEncoded(request, reply, 'text/plain; charset=utf-8', robots, 'public, max-age=3600');
    });

    app.get('/sitemap.xml', async (request, reply) => {
      request.routeName = 'sitemap';
      const today = opts.clock().toISOString();
      const children = [
        { path: '/sitemaps/pages.xml', lastmod: null },
        ...(opts.data
          ? [...regions.map((r) => `/sitemaps/${r.slug}.xml`), GLOBAL].map((path) => ({ path, lastmod: today }))
          : []),
      ];
      return sendEncoded(
        request,
        reply,
        XML,
        encodable(Buffer.from(sitemapIndex(opts.origin, children))),
        'public, max-age=3600',
      );
    });

    app.get<{ Params: { name: string } }>('/sitemaps/:name', async (request, reply) => {
      request.routeName = 'sitemap';
      const name = request.params.name;
      if (name === 'pages.xml') {
        pages ??= encodable(
          Buffer.from(
            urlSet(
              opts.origin,
              sitemapPaths(opts.context).map((path) => ({ path, lastmod: null })),
            ),
          ),
        );
        return sendEncoded(request, reply, XML, pages, 'public, max-age=3600');
      }
      const { data } = opts;
      const region = name.endsWith('.xml') ? findRegion(opts.context, name.slice(0, -4)) : undefined;
      const entries = !data
        ? null
        : `/sitemaps/${name}` === GLOBAL
          ? () => globalEntries(data, regionsFor(opts.context), opts.clock())
          : region?.navVisible
            ? () => regionEntries(data, region, opts.clock())
            : null;
      if (!entries) return app.sendErrorPage(request, reply, 404);
      let body = built.get(name);
      if (!body) {
        try {
          body = encodable(
            Buffer.from(urlSet(opts.origin, await withDeadline(entries(), opts.deadlineMs, request.url))),
          );
        } catch (error) {
          request.log.warn({ err: error, sitemap: name }, 'sitemap unavailable');
          return sendUnavailable(reply, 'Sitemap unavailable');
        }
        built.set(name, body);
      }
      return sendEncoded(request, reply, XML, body, 'public, max-age=3600');
    });
  },
  { name: 'sitemap', dependencies: ['error-pages'] },
);
