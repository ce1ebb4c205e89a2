import type { ReactNode } from 'react';
// React's renderers in the flavour that writes its markup as strings (docs/decisions/0062).
import { renderToPipeableStream, renderToString } from 'react-dom/server.bun';
import { htmlBytes } from './document-bytes.js';

/** What React's `pipe` uses of a destination: it writes, ends, or fails it, and listens for nothing we emit. */
interface Sink {
  write(chunk: string): boolean;
  end(): void;
  destroy(error: unknown): void;
  on(event: string, listener: (...args: unknown[]) => void): Sink;
}

/**
 * `start`, React's render of the page, then `end`, as one buffer. React's stream renderer
 * writes the whole tree once everything is ready (the page's data is loaded before it renders),
 * and the page cache, ETag and compression want the complete document anyway
 * (docs/decisions/0014-page-kinds.md). The markup is joined as one string and encoded once
 * (`encode`: kept parts' bytes go in place of their marks): the renderer's Node flavour encodes
 * each of its thousands of small strings into byte views, which was a sixth of a crawled page's
 * time (docs/decisions/0062). The chunks are collected by a plain sink rather than a Writable:
 * nothing is streamed on, so a stream's buffering and callbacks would be work for nothing.
 */
export function renderDocument(
  element: ReactNode,
  start: string,
  end: string,
  onError: (error: unknown) => void,
  encode: (html: string) => Buffer = htmlBytes,
): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    let html = start;
    const sink: Sink = {
      write(chunk) {
        html += chunk;
        return true;
      },
      end() {
        resolve(encode(html + end));
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

/**
 * The same document for a page whose data is all in, through React's one-pass renderer: nothing
 * of such a page suspends, so the markup is byte for byte the stream renderer's, without the
 * stream's bookkeeping (the byte size of each of its thousands of pieces, its segments and their
 * flushing), which was about half of rendering a page (docs/decisions/0062). A page sent as it
 * renders (render/stream-page.ts) still goes through `renderDocument`.
 */
export function renderWhole(
  element: ReactNode,
  start: string,
  end: string,
  onError: (error: unknown) => void,
  encode: (html: string) => Buffer = htmlBytes,
): Buffer {
  let html: string;
  try {
    html = renderToString(element);
  } catch (error) {
    onError(error);
    throw error;
  }
  return encode(start + html + end);
}
