import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { LRUCache } from 'lru-cache';
import { Pool } from 'undici';

export interface MediaOptions {
  /** The league API whose `/media/…` crests and pictures the site serves under the same path. */
  upstreamUrl: string;
}

interface Image {
  type: string;
  body: Buffer;
}

const TYPES = new Set(['image/svg+xml', 'image/png', 'image/jpeg', 'image/webp', 'application/pdf']);
const MAX_BYTES = 512 * 1024;
const CACHE = 'public, max-age=86400, s-maxage=86400, stale-while-revalidate=604800, stale-if-error=604800';
/** An SVG opened on its own can run nothing and load nothing. */
const SVG_POLICY = "default-src 'none'; style-src 'unsafe-inline'; sandbox";

class MediaMissing extends Error {}

/**
 * GET /media/{kind}/{file}: crests and player pictures of the league API, fetched once, kept in
 * memory (bounded by bytes) and sent with a long cache, so browsers never talk to the API.
 */
export default fp<MediaOptions>(async (app: FastifyInstance, opts) => {
  const pool = new Pool(new URL(opts.upstreamUrl).origin, { connections: 8, headersTimeout: 3000, bodyTimeout: 3000 });
  app.addHook('onClose', () => pool.close());

  async function fetchImage(path: string): Promise<Image> {
    const res = await pool.request({ path, method: 'GET', signal: AbortSignal.timeout(5000) });
    const type = String(res.headers['content-type'] ?? '')
      .split(';')[0]!
      .trim();
    const length = Number(res.headers['content-length'] ?? 0);
    if (res.statusCode === 404) {
      await res.body.dump();
      throw new MediaMissing();
    }
    if (res.statusCode !== 200 || !TYPES.has(type) || length > MAX_BYTES) {
      await res.body.dump();
      throw new Error(`media ${path}: ${res.statusCode} ${type}`);
    }
    const chunks: Buffer[] = [];
    let size = 0;
    for await (const chunk of res.body) {
      size += (chunk as Buffer).length;
      if (size > MAX_BYTES) throw new Error(`media ${path}: over ${MAX_BYTES} bytes`);
      chunks.push(chunk as Buffer);
    }
    return { type, body: Buffer.concat(chunks) };
  }

  // lru-cache shares one fetch between concurrent requests for an image and keeps no failure.
  const cache = new LRUCache<string, Image>({
    maxSize: 32 * 1024 * 1024,
    sizeCalculation: (i) => i.body.length || 1,
    max: 5000,
    fetchMethod: (path) => fetchImage(path),
  });

  const send = (reply: FastifyReply, image: Image) => {
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
      return send(reply, (await cache.fetch(`/media/${kind}/${file}`))!);
    } catch (error) {
      if (error instanceof MediaMissing)
        return reply.code(404).header('cache-control', 'public, max-age=60').type('text/plain').send('Not Found');
      request.log.warn({ err: error }, 'media unavailable');
      return reply.code(502).header('cache-control', 'no-store').type('text/plain').send('Image unavailable');
    }
  });
});
