import { Writable } from 'node:stream';
import type { ReactNode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';

/**
 * `start`, React's render of the page, then `end`, as one buffer. React's stream renderer
 * writes the whole tree once everything is ready (the page's data is loaded before it renders),
 * and the page cache, ETag and compression want the complete document anyway
 * (docs/decisions/0014-page-kinds.md).
 */
export function renderDocument(element: ReactNode, start: string, end: string, onError: (error: unknown) => void): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [Buffer.from(start)];
    const sink = new Writable({
      // React hands over a fresh buffer per chunk and never writes to it again: no copy needed.
      write(chunk: Buffer, _encoding, done) {
        chunks.push(chunk);
        done();
      },
      final(done) {
        chunks.push(Buffer.from(end));
        resolve(Buffer.concat(chunks));
        done();
      },
    });
    const stream = renderToPipeableStream(element, {
      // Our pages are small; bigger chunks mean fewer outlined boundaries and less work per render.
      progressiveChunkSize: 64 * 1024,
      onAllReady: () => stream.pipe(sink),
      onShellError: reject,
      onError,
    });
  });
}
