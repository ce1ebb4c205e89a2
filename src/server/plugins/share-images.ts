import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { LRUCache } from 'lru-cache';
import { DEFAULT_LANG } from '../../shared/config/locales.js';
import type { MediaSource } from '../data/media-source.js';
import { etagOf, matchesEtag } from '../http/compressed.js';
import { sendUnavailable } from '../http/unavailable.js';
import { type PageDeps, startPage } from '../render/load-page.js';
import type { Resolved } from '../render/resolve.js';
import { readShareImagePath, SHARE_PREFIX, shareImagePath } from '../share/address.js';
import type { ShareCard } from '../share/card.js';
import { loadPictures } from '../share/pictures.js';
import { renderCard } from '../share/render.js';

export interface ShareImagesOptions extends Omit<PageDeps, 'onDataError'> {
  clock: () => Date;
  media: MediaSource;
}

interface Png {
  body: Buffer;
  etag: string;
}

/** An address names one picture for good: its version is a hash of everything drawn. */
const KEPT = 'public, max-age=31536000, immutable';
/** An older version's address leads to the current one while the page may still name it. */
const MOVED = 'public, max-age=0, s-maxage=30';
const MISSING = 'public, max-age=0, s-maxage=30, stale-while-revalidate=60';

/**
 * GET /_share{page path}.{version}.png: the page's share image, drawn from the page's own loader
 * on the first request for its version and kept (docs/decisions/0078-share-images.md). A page
 * with no image of its own is a 404; one whose data cannot be loaded a 503 that nothing keeps.
 */
export default fp<ShareImagesOptions>(
  async (app: FastifyInstance, opts) => {
    // Drawn pictures are 50–150 KB: the last few hundred shared stay, by bytes.
    const pngs = new LRUCache<string, Png, { card: ShareCard }>({
      maxSize: 32 * 1024 * 1024,
      sizeCalculation: (png) => png.body.length,
      // Concurrent requests for a picture not yet drawn share one drawing; a failed one is not kept.
      fetchMethod: async (_key, _stale, { context: { card } }) => {
        const body = await renderCard(card, await loadPictures(card, opts.media));
        return { body, etag: etagOf(body) };
      },
    });

    const text = (reply: FastifyReply, status: number, cacheControl: string, body: string) =>
      reply.code(status).header('cache-control', cacheControl).type('text/plain; charset=utf-8').send(body);
    const unavailable = (reply: FastifyReply) => sendUnavailable(reply, 'Image unavailable');

    /** The page as its loader gives it, and its one address. */
    async function page(path: string, log: (err: unknown) => void): Promise<{ resolved: Resolved; path: string }> {
      const deps = { ...opts, onDataError: log };
      const input = { path, query: new URLSearchParams(), fallbackLang: DEFAULT_LANG, now: opts.clock() };
      const resolved = await startPage(input, deps);
      if (!resolved.redirect) return { resolved, path };
      return { resolved: await startPage({ ...input, path: resolved.redirect }, deps), path: resolved.redirect };
    }

    app.get(`${SHARE_PREFIX}/*`, async (request, reply) => {
      request.routeName = 'share-image';
      const at = request.url.indexOf('?');
      const wanted = readShareImagePath(at === -1 ? request.url : request.url.slice(0, at));
      if (!wanted) return text(reply, 404, MISSING, 'Not Found');
      const key = `${wanted.page}.${wanted.version}`;
      let png = pngs.get(key);
      if (!png) {
        const found = await page(wanted.page, (err) => request.log.warn({ err }, 'share image data unavailable'));
        const { share } = found.resolved;
        if (!share)
          return found.resolved.state.status === 503 ? unavailable(reply) : text(reply, 404, MISSING, 'Not Found');
        if (share.version !== wanted.version || found.path !== wanted.page)
          return reply.header('cache-control', MOVED).redirect(shareImagePath(found.path, share.version), 302);
        try {
          png = await pngs.fetch(`${wanted.page}.${share.version}`, { context: { card: share.card } });
        } catch (err) {
          request.log.warn({ err }, 'share image not drawn');
        }
        if (!png) return unavailable(reply);
      }
      reply.header('cache-control', KEPT).header('etag', png.etag);
      if (matchesEtag(request.headers['if-none-match'], png.etag)) return reply.code(304).send();
      return reply.type('image/png').send(png.body);
    });
  },
  { name: 'share-images' },
);
