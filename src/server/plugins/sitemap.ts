import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { WebContext } from '../../shared/config/contexts.js';
import { sitemapPaths } from '../../shared/routing/sitemap.js';
import { escapeHtml } from '../render/escape.js';

export interface SitemapOptions {
  context: WebContext;
  origin: string;
}

/** Built once at start-up from the route table. */
export default fp<SitemapOptions>(async (app: FastifyInstance, opts) => {
  const xml =
    '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
    sitemapPaths(opts.context).map((p) => `<url><loc>${escapeHtml(opts.origin + p)}</loc></url>`).join('\n') +
    '\n</urlset>\n';
  app.get('/sitemap.xml', async (request, reply) => {
    request.routeName = 'sitemap';
    return reply.type('application/xml; charset=utf-8').header('cache-control', 'public, max-age=3600').send(xml);
  });
}, { name: 'sitemap' });
