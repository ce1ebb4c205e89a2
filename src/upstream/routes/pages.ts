import type { FastifyInstance, FastifyReply } from 'fastify';
import { isLang } from '../../shared/config/locales.js';
import { regionsFor } from '../../shared/config/regions.js';
import { buildCmsPages, type CmsPageRecord } from '../generate/pages/build.js';
import { circularPdf } from '../generate/pages/pdf.js';
import { notFound } from '../http/errors.js';
import { listParam, type Query, single } from '../http/params.js';
import type { RouteContext } from './context.js';

const KEYS = new Set(
  (['kings', 'queens'] as const).flatMap((c) => regionsFor(c).map((r) => r.cmsKey.split('/').pop()!)),
);

function wpError(reply: FastifyReply, status: number, code: string, message: string) {
  return reply.code(status).send({ code, message, data: { status } });
}

const wpDate = (ms: number) => new Date(ms).toISOString().slice(0, 19);

/** WordPress gives absolute addresses: the circulars' documents are on this origin. */
function acfOut(acf: Record<string, unknown>, origin: string): Record<string, unknown> {
  const circulars = acf.circulars as { document: string }[] | undefined;
  return circulars ? { ...acf, circulars: circulars.map((c) => ({ ...c, document: origin + c.document })) } : acf;
}

function pageOut(page: CmsPageRecord, origin: string) {
  return {
    id: page.id,
    date: wpDate(page.modified),
    date_gmt: wpDate(page.modified),
    modified: wpDate(page.modified),
    modified_gmt: wpDate(page.modified),
    slug: page.slug,
    status: 'publish',
    type: 'page',
    link: `${origin}/cms/${page.cms}/${page.lang}/${page.slug}/`,
    lang: page.lang,
    title: { rendered: page.title },
    content: { rendered: page.content, protected: false },
    excerpt: { rendered: '', protected: false },
    parent: 0,
    menu_order: 0,
    template: '',
    acf: acfOut(page.acf, origin),
  };
}

/**
 * WordPress pages per cmsKey, in the style of a multilingual WordPress (`?lang=`): the regions'
 * editorial pages (docs/upstream-extensions.md, "Content pages"), and the circulars' PDFs.
 */
export function pageRoutes(app: FastifyInstance, ctx: RouteContext, build = buildCmsPages): void {
  // Written on the first call for a page or a document, not as the API starts: a site started on
  // the embedded league answers its first pages, which read none, sooner.
  let built: ReturnType<typeof buildCmsPages> | undefined;
  const cms = () => (built ??= build(ctx.league.model.raw, ctx.league.anchorMs));
  app.get<{ Params: { key: string } }>('/cms/:key/wp-json/wp/v2/pages', async (req, reply) => {
    const key = req.params.key;
    if (!KEYS.has(key))
      return wpError(reply, 404, 'rest_no_route', 'No route was found matching the URL and request method.');
    const q = req.query as Query;
    let lang: string | undefined;
    try {
      lang = single(q, 'lang');
    } catch {
      return wpError(reply, 400, 'rest_invalid_param', 'Invalid parameter(s): lang');
    }
    if (lang !== undefined && !isLang(lang))
      return wpError(reply, 400, 'rest_invalid_param', 'Invalid parameter(s): lang');
    const slugs = listParam(q, 'slug');
    const found = cms().pages.filter(
      (p) => p.cms === key && (slugs.length === 0 || slugs.includes(p.slug)) && (lang === undefined || p.lang === lang),
    );
    reply.header('X-WP-Total', String(found.length)).header('X-WP-TotalPages', found.length > 0 ? '1' : '0');
    return found.map((p) => pageOut(p, `${req.protocol}://${req.host}`));
  });
  app.get<{ Params: { file: string } }>('/media/documents/:file', async (req, reply) => {
    const doc = cms().documents.get(req.params.file);
    if (!doc) throw notFound('Document not found');
    return reply
      .header('content-type', 'application/pdf')
      .header('cache-control', 'public, max-age=86400')
      .send(circularPdf(doc));
  });
}
