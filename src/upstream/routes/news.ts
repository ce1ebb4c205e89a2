import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { regionsFor } from '../../shared/config/regions.js';
import { listParam, parseId, type Query, single } from '../http/params.js';
import { type RouteContext, snapshotOf } from './context.js';
import { postOut, storedSlug } from './news-post.js';

/** Every cmsKey of both contexts (`cms/kings-espana` → kings-espana); the cups share one with no posts. */
const KEYS = new Set(
  (['kings', 'queens'] as const).flatMap((c) => regionsFor(c).map((r) => r.cmsKey.split('/').pop()!)),
);

/** WordPress errors look like this; `message` is what the site reads. */
function wpError(reply: FastifyReply, status: number, code: string, message: string) {
  return reply.code(status).send({ code, message, data: { status } });
}

/**
 * A WordPress-style posts endpoint per cmsKey, relative to this API's origin
 * (docs/decisions/0007-cms-keys.md; the parameters in docs/upstream-extensions.md).
 */
export function newsRoutes(app: FastifyInstance, ctx: RouteContext): void {
  app.get<{ Params: { key: string } }>(
    '/cms/:key/wp-json/wp/v2/posts',
    async (req: FastifyRequest<{ Params: { key: string } }>, reply) => {
      const key = req.params.key;
      if (!KEYS.has(key))
        return wpError(reply, 404, 'rest_no_route', 'No route was found matching the URL and request method.');
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
      const ids: Record<'categories' | 'tags' | 'include' | 'exclude', number[]> = {
        categories: [],
        tags: [],
        include: [],
        exclude: [],
      };
      for (const param of Object.keys(ids) as (keyof typeof ids)[]) {
        try {
          ids[param] = listParam(q, param).map((c) => parseId(c, param));
        } catch {
          return bad(param);
        }
      }
      const slugs = listParam(q, 'slug').map(storedSlug);
      const snap = snapshotOf(ctx);
      const embed = q._embed !== undefined;
      const origin = `${req.protocol}://${req.host}`;
      const any = (wanted: number[], have: number[]) => wanted.length === 0 || have.some((c) => wanted.includes(c));
      const posts = (ctx.league.news().byCms.get(key) ?? [])
        .map((post) => ({ post, ms: snap.runtime.anchorMs + post.minute * 60_000 }))
        .filter(
          ({ post, ms }) =>
            ms <= snap.now &&
            any(ids.categories, post.categories) &&
            any(ids.tags, post.tags) &&
            any(ids.include, [post.id]) &&
            !ids.exclude.includes(post.id) &&
            (slugs.length === 0 || slugs.includes(post.slug)),
        )
        .sort((a, b) => b.ms - a.ms || b.post.id - a.post.id);
      const totalPages = Math.ceil(posts.length / perPage);
      if (page > Math.max(1, totalPages)) {
        return wpError(
          reply,
          400,
          'rest_post_invalid_page_number',
          'The page number requested is larger than the number of pages available.',
        );
      }
      reply.header('X-WP-Total', String(posts.length)).header('X-WP-TotalPages', String(totalPages));
      return posts
        .slice((page - 1) * perPage, page * perPage)
        .map(({ post, ms }) => postOut(post, ms, origin, snap.model.teams, embed));
    },
  );
}
