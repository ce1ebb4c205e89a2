import { PassThrough, Writable, type Readable } from 'node:stream';
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
 * Streams `start`, the React render, then `end`. Resolves once the shell (or, for crawlers,
 * everything) is ready, so the status code is still ours to set; rejects if the shell fails.
 */
export function streamDocument(element: ReactNode, start: string, end: string, options: StreamOptions): Promise<Readable> {
  return new Promise((resolve, reject) => {
    const out = new PassThrough();
    const chunks: Buffer[] | null = options.onComplete ? [Buffer.from(start)] : null;
    const forward = (chunk: Buffer, done: (error?: Error | null) => void) => {
      // React hands over a fresh buffer per chunk and never writes to it again: no copy needed.
      chunks?.push(chunk);
      if (out.write(chunk)) done();
      else out.once('drain', () => done());
    };
    const sink = new Writable({
      write: (chunk: Buffer, _encoding, done) => forward(chunk, done),
      // React writes a render's 2 KB chunks in one go: pass them on as one buffer.
      writev: (parts, done) => forward(parts.length === 1 ? parts[0]!.chunk : Buffer.concat(parts.map((p) => p.chunk as Buffer)), done),
      final(done) {
        out.end(end);
        if (chunks) options.onComplete!(Buffer.concat([...chunks, Buffer.from(end)]));
        done();
      },
    });
    const ready = () => {
      out.write(start);
      stream.pipe(sink);
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
