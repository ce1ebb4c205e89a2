import { PassThrough, type Transform } from 'node:stream';
import { constants, createBrotliCompress, createGzip } from 'node:zlib';
import type { FastifyReply } from 'fastify';
import { isbot } from 'isbot';
import { preferredEncoding } from './compressed.js';

/** A page being sent as it renders: its chunks go out at once, compressed as the client asked. */
export interface StreamedAnswer {
  send(chunk: Buffer): void;
  end(): void;
}

/**
 * Whether a request may get its page in pieces (docs/decisions/0079): not a crawler, which reads
 * a page whole and in order anyway and should not wait on a pending part; not a HEAD.
 */
export function mayStream(method: string, userAgent: string | undefined): boolean {
  return method === 'GET' && !isbot(userAgent);
}

/**
 * Starts a 200 whose body follows. It is never kept by a shared cache (`no-store`): the next
 * request gets the finished page from the page cache, with its validator and its usual policy,
 * and a part that fails after the first byte cannot be kept by a CDN under a cacheable header.
 */
export function startStreamedAnswer(
  reply: FastifyReply,
  acceptEncoding: string | string[] | undefined,
): StreamedAnswer {
  const encoding = preferredEncoding(acceptEncoding);
  // A lower brotli quality than a kept page's: this is compressed while the visitor waits.
  const out: Transform =
    encoding === 'br'
      ? createBrotliCompress({ params: { [constants.BROTLI_PARAM_QUALITY]: 4 } })
      : encoding === 'gzip'
        ? createGzip({ level: 6 })
        : new PassThrough();
  reply
    .code(200)
    .header('content-type', 'text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .header('vary', 'Accept-Encoding');
  if (encoding) reply.header('content-encoding', encoding);
  void reply.send(out);
  return {
    send(chunk) {
      out.write(chunk);
      // Each piece leaves now rather than when the compressor's window fills.
      if ('flush' in out && typeof out.flush === 'function') out.flush();
    },
    end: () => out.end(),
  };
}
