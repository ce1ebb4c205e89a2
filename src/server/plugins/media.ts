import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { type MediaImage, MediaMissing, type MediaSource } from '../data/media-source.js';

export interface MediaOptions {
  /** The league API's `/media/…` crests and pictures, which the site serves under the same path. */
  source: MediaSource;
}

const CACHE = 'public, max-age=86400, s-maxage=86400, stale-while-revalidate=604800, stale-if-error=604800';
/** An SVG opened on its own can run nothing and load nothing. */
const SVG_POLICY = "default-src 'none'; style-src 'unsafe-inline'; sandbox";

/**
 * GET /media/{kind}/{file}: crests and player pictures of the league API, fetched once, kept in
 * memory (bounded by bytes) and sent with a long cache, so browsers never talk to the API.
 */
export default fp<MediaOptions>(async (app: FastifyInstance, opts) => {
  const send = (reply: FastifyReply, image: MediaImage) => {
    reply.header('content-type', image.type).header('cache-control', CACHE);
    if (image.type === 'image/svg+xml') reply.header('content-security-policy', SVG_POLICY);
    return reply.send(image.body);
  };

  app.get<{ Params: { kind: string; file: string } }>('/media/:kind/:file', async (request, reply) => {
    request.routeName = 'media';
    const { kind, file } = request.params;
    if (!/^[\w-]{1,40}$/.test(kind) || !/^[\w.-]{1,100}$/.test(file) || file.startsWith('.')) {
      return reply.code(404).header('cache-control', 'no-store').type('text/plain').send('Not Found');
    }
    try {
      return send(reply, await opts.source.image(`/media/${kind}/${file}`));
    } catch (error) {
      if (error instanceof MediaMissing)
        return reply.code(404).header('cache-control', 'public, max-age=60').type('text/plain').send('Not Found');
      request.log.warn({ err: error }, 'media unavailable');
      return reply.code(502).header('cache-control', 'no-store').type('text/plain').send('Image unavailable');
    }
  });
});
