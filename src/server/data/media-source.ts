import { LRUCache } from 'lru-cache';
import { Pool } from './undici-pool.js';

/** An image of the league API, as it sent it. */
export interface MediaImage {
  type: string;
  body: Buffer;
}

/** The league API has no image at that path. */
export class MediaMissing extends Error {}

/** The league API's `/media/…` images, each fetched once and kept in memory (bounded by bytes). */
export interface MediaSource {
  /** The image at a `/media/{kind}/{file}` path; MediaMissing when the API has none. */
  image(path: string): Promise<MediaImage>;
  close(): Promise<void>;
}

const TYPES = new Set(['image/svg+xml', 'image/png', 'image/jpeg', 'image/webp', 'application/pdf']);
const MAX_BYTES = 512 * 1024;

/**
 * Crests and pictures of the league API at `upstreamUrl`: served to browsers under the same path
 * (plugins/media.ts) and drawn into share images (share/pictures.ts), from one kept copy.
 */
export function createMediaSource(upstreamUrl: string): MediaSource {
  const pool = new Pool(new URL(upstreamUrl).origin, { connections: 8, headersTimeout: 3000, bodyTimeout: 3000 });

  async function fetchImage(path: string): Promise<MediaImage> {
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
  // Each image counts half a kilobyte beyond its bytes (what keeping it costs), which bounds the
  // entries too; a `max` would make the cache allocate its slots as it is made (0107).
  const cache = new LRUCache<string, MediaImage>({
    maxSize: 32 * 1024 * 1024,
    sizeCalculation: (i) => i.body.length + 512,
    fetchMethod: (path) => fetchImage(path),
  });

  return {
    image: async (path) => (await cache.fetch(path))!,
    close: () => pool.close(),
  };
}
