import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { regionsFor } from '../../shared/config/regions.js';
import type { RawPost } from '../data/types.js';
import { listParam, parseId, single, type Query } from '../http/params.js';
import { snapshotOf, type RouteContext } from './context.js';

/** Every cmsKey of both contexts (`cms/kings-espana` → kings-espana); the cups share one with no posts. */
const KEYS = new Set((['kings', 'queens'] as const).flatMap((c) => regionsFor(c).map((r) => r.cmsKey.split('/').pop()!)));

/** WordPress errors look like this; `message` is what the site reads. */
function wpError(reply: FastifyReply, status: number, code: string, message: string) {
  return reply.code(status).send({ code, message, data: { status } });
}

/** WordPress dates: the site's local time (UTC here) with no offset. */
const wpDate = (ms: number) => new Date(ms).toISOString().slice(0, 19);

function postOut(post: RawPost, ms: number, origin: string, key: string, embed: boolean) {
  const image = `${origin}/media/news/${post.id}.svg`;
  return {
    id: post.id, date: wpDate(ms), date_gmt: wpDate(ms), modified: wpDate(ms), modified_gmt: wpDate(ms), slug: post.slug,
    status: 'publish', type: 'post', link: `${origin}/cms/${key}/${post.slug}/`,
    title: { rendered: post.title }, excerpt: { rendered: post.excerpt, protected: false }, content: { rendered: post.content, protected: false },
    author: 1, featured_media: post.id, categories: post.categories, tags: [],
    ...(embed ? { _embedded: { author: [{ id: 1, name: 'Redacción', slug: 'redaccion' }], 'wp:featuredmedia': [{ id: post.id, source_url: image, alt_text: post.title, media_type: 'image', mime_type: 'image/svg+xml' }] } } : {}),
  };
}

/** A WordPress-style posts endpoint per cmsKey, relative to this API's origin (docs/decisions/0007-cms-keys.md). */
export function newsRoutes(app: FastifyInstance, ctx: RouteContext): void {
  app.get<{ Params: { key: string } }>('/cms/:key/wp-json/wp/v2/posts', async (req: FastifyRequest<{ Params: { key: string } }>, reply) => {
    const key = req.params.key;
    if (!KEYS.has(key)) return wpError(reply, 404, 'rest_no_route', 'No route was found matching the URL and request method.');
    const q = req.query as Query;
    const bad = (param: string) => wpError(reply, 400, 'rest_invalid_param', `Invalid parameter(s): ${param}`);
    const number = (param: string, fallback: number, max: number) => {
      const raw = single(q, param);
      if (raw === undefined) return fallback;
      const n = /^\d{1,6}$/.test(raw) ? Number(raw) : Number.NaN;
      return n >= 1 && n <= max ? n : null;
    };
    const perPage = number('per_page', 10, 100);
    if (perPage === null) return bad('per_page');
    const page = number('page', 1, 100_000);
    if (page === null) return bad('page');
    let categories: number[];
    try {
      categories = listParam(q, 'categories').map((c) => parseId(c, 'categories'));
    } catch {
      return bad('categories');
    }
    const slugs = listParam(q, 'slug');
    const snap = snapshotOf(ctx);
    const embed = q._embed !== undefined;
    const origin = `${req.protocol}://${req.host}`;
    const posts = (snap.model.postsByCms.get(key) ?? [])
      .map((post) => ({ post, ms: snap.runtime.anchorMs + post.minute * 60_000 }))
      .filter(({ post, ms }) => ms <= snap.now
        && (categories.length === 0 || post.categories.some((c) => categories.includes(c)))
        && (slugs.length === 0 || slugs.includes(post.slug)))
      .sort((a, b) => b.ms - a.ms || b.post.id - a.post.id);
    const totalPages = Math.ceil(posts.length / perPage);
    if (page > Math.max(1, totalPages)) {
      return wpError(reply, 400, 'rest_post_invalid_page_number', 'The page number requested is larger than the number of pages available.');
    }
    reply.header('X-WP-Total', String(posts.length)).header('X-WP-TotalPages', String(totalPages));
    return posts.slice((page - 1) * perPage, page * perPage).map(({ post, ms }) => postOut(post, ms, origin, key, embed));
  });
}
