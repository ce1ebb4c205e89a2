import { PassThrough, Writable, type Readable } from 'node:stream';
import type { ReactNode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';

export interface StreamOptions {
  /** Crawlers get the complete document (onAllReady) rather than the shell. */
  waitForAll: boolean;
  onError: (error: unknown) => void;
}

/**
 * Streams `start`, the React render, then `end`. Resolves once the shell (or, for crawlers,
 * everything) is ready, so the status code is still ours to set; rejects if the shell fails.
 */
export function streamDocument(element: ReactNode, start: string, end: string, options: StreamOptions): Promise<Readable> {
  return new Promise((resolve, reject) => {
    const out = new PassThrough();
    const sink = new Writable({
      write(chunk, _encoding, done) {
        if (out.write(chunk)) done();
        else out.once('drain', () => done());
      },
      final(done) {
        out.end(end);
        done();
      },
    });
    const ready = () => {
      out.write(start);
      stream.pipe(sink);
      resolve(out);
    };
    const stream = renderToPipeableStream(element, {
      onShellReady: options.waitForAll ? undefined : ready,
      onAllReady: options.waitForAll ? ready : undefined,
      onShellError: reject,
      onError: options.onError,
    });
    out.on('close', () => stream.abort());
  });
}
