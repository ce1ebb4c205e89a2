import type { ReactNode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';

/** What React's `pipe` uses of a destination: it writes, ends, or fails it, and listens for nothing we emit. */
interface Sink {
  write(chunk: Uint8Array | string): boolean;
  end(): void;
  destroy(error: unknown): void;
  on(event: string, listener: (...args: unknown[]) => void): Sink;
}

/** The chunks as one buffer, each string encoded straight into it. */
function joined(chunks: readonly (Uint8Array | string)[]): Buffer {
  let size = 0;
  for (const chunk of chunks) size += typeof chunk === 'string' ? Buffer.byteLength(chunk) : chunk.byteLength;
  // Its own memory, not a slice of the shared pool: the page cache may keep it long.
  const out = Buffer.allocUnsafeSlow(size);
  let at = 0;
  for (const chunk of chunks) {
    if (typeof chunk === 'string') at += out.write(chunk, at);
    else {
      out.set(chunk, at);
      at += chunk.byteLength;
    }
  }
  return out;
}

/**
 * `start`, React's render of the page, then `end`, as one buffer. React's stream renderer
 * writes the whole tree once everything is ready (the page's data is loaded before it renders),
 * and the page cache, ETag and compression want the complete document anyway
 * (docs/decisions/0014-page-kinds.md). The chunks are collected by a plain sink rather than a
 * Writable: nothing is streamed on, so a stream's buffering and callbacks would be work for nothing.
 */
export function renderDocument(element: ReactNode, start: string, end: string, onError: (error: unknown) => void): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: (Uint8Array | string)[] = [start];
    const sink: Sink = {
      // React hands over a fresh view per chunk and never writes to it again: no copy needed.
      write(chunk) {
        chunks.push(chunk);
        return true;
      },
      end() {
        chunks.push(end);
        resolve(joined(chunks));
      },
      destroy: reject,
      on: () => sink,
    };
    const stream = renderToPipeableStream(element, {
      // Our pages are small; bigger chunks mean fewer outlined boundaries and less work per render.
      progressiveChunkSize: 64 * 1024,
      onAllReady: () => stream.pipe(sink as unknown as NodeJS.WritableStream),
      onShellError: reject,
      onError,
    });
  });
}
