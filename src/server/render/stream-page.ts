import { randomBytes } from 'node:crypto';
import { createElement, type ReactElement } from 'react';
import { renderToString } from 'react-dom/server.bun';
import { AppScope } from '../../shared/ui/app.js';
import { KeptPartsProvider } from '../../shared/ui/kept-parts.js';
import type { Later } from '../../shared/ui/late-parts.js';
import { LatePartsProvider } from '../../shared/ui/late-parts.js';
import { documentEnd, documentStart } from './document.js';
import { htmlBytes } from './document-bytes.js';
import type { LateLoads } from './late-loads.js';
import { appOf, documentInput, type RenderDeps } from './render-page.js';
import type { Resolved } from './resolve.js';
import { renderDocument } from './stream.js';

/** A late part's place in the page's first render; the token is drawn per process, as kept parts' is. */
const MARK = `<!--late ${randomBytes(8).toString('hex')}-->`;
const LATE = Buffer.from(MARK);

/** React writes a rendered tree's resource hints (image preloads) before its markup; a part is markup only. */
const HOISTED = /^(?:<link [^>]*\/>)+/;

/** What reading a page tells its noindex meta: a part failed after the page began. */
const NOINDEX = '<meta name="robots" content="noindex">';

export interface Streamed {
  /** The whole document, byte for byte as sent. */
  body: Buffer;
  /** A part failed after the page had begun: it says so in place and the page is not kept. */
  degraded: boolean;
}

/**
 * Sends a page whose late parts are still loading, in order (docs/decisions/0079): the document's
 * head at once (the stylesheet, fonts and scripts start loading), the page up to its first late
 * part, then each part as its data comes in, followed by the page up to the next, and the page
 * data last, when everything in it is settled. The page's status and head were decided before.
 */
export async function streamPage(
  resolved: Resolved,
  lates: LateLoads,
  deps: RenderDeps,
  send: (chunk: Buffer) => void,
  onError: (error: unknown) => void,
): Promise<Streamed> {
  const sent: Buffer[] = [];
  const write = (chunk: Buffer) => {
    sent.push(chunk);
    send(chunk);
  };
  write(htmlBytes(documentStart(documentInput(resolved, deps))));

  const { messages, app } = appOf(resolved, deps);
  const kept = deps.keptParts?.marking(resolved.state, messages);
  const waiting: { later: Later<unknown>; render: () => ReactElement }[] = [];
  const late = {
    place(later: Later<unknown>, render: () => ReactElement): string | null {
      if (!lates.pending(later)) return null;
      waiting.push({ later, render });
      return MARK;
    },
  };
  const tree = createElement(
    LatePartsProvider,
    { value: late },
    kept ? createElement(KeptPartsProvider, { value: kept.parts }, app) : app,
  );
  const page = await renderDocument(tree, '', '', onError, kept?.encode);

  let degraded = false;
  let from = 0;
  for (const { later, render } of waiting) {
    const at = page.indexOf(LATE, from);
    write(page.subarray(from, at));
    from = at + LATE.length;
    await lates.pending(later);
    const content = kept ? createElement(KeptPartsProvider, { value: kept.parts }, render()) : render();
    const part = renderToString(
      // biome-ignore lint/correctness/noChildrenProp: AppScope's props type requires its children
      createElement(AppScope, { state: resolved.state, messages, children: content }),
    ).replace(HOISTED, '');
    write(kept ? kept.encode(part) : htmlBytes(part));
    // The headers have left: the page tells crawlers itself, once, that it is not whole.
    if (lates.failed && !degraded) {
      degraded = true;
      write(htmlBytes(NOINDEX));
    }
  }
  write(page.subarray(from));
  write(htmlBytes(documentEnd(documentInput(resolved, deps))));
  return { body: Buffer.concat(sent), degraded };
}
