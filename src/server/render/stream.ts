import { Transform, type Readable } from 'node:stream';
import type { ReactNode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';

export interface StreamOptions {
  /** Crawlers get the complete document (onAllReady) rather than the shell. */
  waitForAll: boolean;
  onError: (error: unknown) => void;
  /** Receives the whole document once it has been streamed (for the HTML cache). */
  onComplete?: (body: Buffer) => void;
}

/**
 * Streams `start`, the React render, then `end`, through one Transform that also keeps the
 * chunks for the cache. Resolves once the shell (or, for crawlers, everything) is ready, so the
 * status code is still ours to set; rejects if the shell fails.
 */
export function streamDocument(element: ReactNode, start: string, end: string, options: StreamOptions): Promise<Readable> {
  return new Promise((resolve, reject) => {
    const head = Buffer.from(start);
    const chunks: Buffer[] | null = options.onComplete ? [head] : null;
    const out = new Transform({
      // React hands over a fresh buffer per chunk and never writes to it again: no copy needed.
      transform(chunk: Buffer, _encoding, done) {
        chunks?.push(chunk);
        done(null, chunk);
      },
      flush(done) {
        const tail = Buffer.from(end);
        if (chunks) options.onComplete!(Buffer.concat([...chunks, tail]));
        done(null, tail);
      },
    });
    const ready = () => {
      out.push(head);
      stream.pipe(out);
      resolve(out);
    };
    const stream = renderToPipeableStream(element, {
      // Our pages are small; bigger chunks mean fewer outlined boundaries and less work per render.
      progressiveChunkSize: 64 * 1024,
      onShellReady: options.waitForAll ? undefined : ready,
      onAllReady: options.waitForAll ? ready : undefined,
      onShellError: reject,
      onError: options.onError,
    });
    out.on('close', () => stream.abort());
  });
}
