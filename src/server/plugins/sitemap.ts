import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { WebContext } from '../../shared/config/contexts.js';
import { LANGS } from '../../shared/config/locales.js';
import { regionsFor } from '../../shared/config/regions.js';
import { teamSlug } from '../../shared/league/slug.js';
import { tryHref } from '../../shared/routing/href.js';
import { sitemapPaths } from '../../shared/routing/sitemap.js';
import type { DataLayer } from '../data/index.js';
import { encodable, encodedFor, type Encodable } from '../http/compressed.js';
import { escapeHtml } from '../render/escape.js';

export interface SitemapOptions {
  context: WebContext;
  origin: string;
  data: DataLayer | null;
}

/** The sitemap is rebuilt at most this often; the clubs of a season change rarely. */
const REBUILD_MS = 10 * 60_000;

/**
 * The route table's pages, built once, and each current club's page in every language, read
 * from the league data; when that cannot be read the route table's pages are served alone.
 */
export default fp<SitemapOptions>(async (app: FastifyInstance, opts) => {
  const pages = sitemapPaths(opts.context);
  let built: { xml: Encodable; at: number; complete: boolean } | null = null;

  async function teamPaths(): Promise<{ paths: string[]; complete: boolean }> {
    if (!opts.data) return { paths: [], complete: true };
    const regions = regionsFor(opts.context).filter((r) => r.navVisible);
    const loaded = await Promise.allSettled(regions.map((region) => opts.data!.competition.load(region)));
    const paths = loaded.flatMap((result) => (result.status === 'fulfilled' ? result.value.teams.filter((t) => !t.isPlaceholder).flatMap((team) =>
      LANGS.map((lang) => tryHref('region-teams-team', lang, { region: result.value.region.slug, team: team.id, teamName: teamSlug(team.name) || 'team' }))) : []));
    return { paths: paths.filter((p): p is string => p !== null), complete: loaded.every((r) => r.status === 'fulfilled' && r.value.missing.length === 0) };
  }

  app.get('/sitemap.xml', async (request, reply) => {
    request.routeName = 'sitemap';
    const now = Date.now();
    if (!built || now - built.at > REBUILD_MS || !built.complete) {
      const teams = await teamPaths();
      const xml = '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
        [...pages, ...teams.paths].map((p) => `<url><loc>${escapeHtml(opts.origin + p)}</loc></url>`).join('\n') + '\n</urlset>\n';
      built = { xml: encodable(Buffer.from(xml)), at: now, complete: teams.complete };
    }
    reply.type('application/xml; charset=utf-8').header('cache-control', 'public, max-age=3600').header('vary', 'Accept-Encoding');
    const encoded = await encodedFor(built.xml, request.headers['accept-encoding']);
    if (encoded) reply.header('content-encoding', encoded.encoding);
    return reply.send(encoded?.bytes ?? built.xml.body);
  });
}, { name: 'sitemap' });
