import type { FastifyReply } from 'fastify';
import { RETRY_AFTER_SECONDS } from '../render/cache-policy.js';

/**
 * A 503 for what is not a page (feeds, sitemaps, images, the search suggestions): said plainly,
 * kept by no cache, with the time after which to ask again.
 */
export const sendUnavailable = (reply: FastifyReply, text: string): FastifyReply =>
  reply
    .code(503)
    .header('retry-after', String(RETRY_AFTER_SECONDS))
    .header('cache-control', 'no-store')
    .type('text/plain; charset=utf-8')
    .send(text);
