import { LRUCache } from 'lru-cache';
import { createElement, type ReactElement } from 'react';
import { renderToString } from 'react-dom/server.bun';
import type { Messages } from '../../shared/i18n/messages.js';
import { AppProvider } from '../../shared/ui/app-context.js';
import type { KeptParts } from '../../shared/ui/kept-parts.js';
import type { PageState } from '../../shared/ui/state.js';
import { htmlBytes, markOf } from './document-bytes.js';

/**
 * React puts the resource hints of a rendered tree (image preloads) before its markup; inside
 * a part they would be markup the browser's tree does not have. The page's own render still
 * gives the document its hints.
 */
const HOISTED = /^(?:<link [^>]*\/>)+/;

function renderPart(state: PageState, messages: Messages, part: ReactElement): Buffer {
  return htmlBytes(
    // biome-ignore lint/correctness/noChildrenProp: AppProvider's props type requires its children
    renderToString(createElement(AppProvider, { state, messages, children: part })).replace(HOISTED, ''),
  );
}

/** A page's kept parts as marks in React's output, and its document with their bytes in place. */
export interface MarkedParts {
  parts: KeptParts;
  encode(html: string): Buffer;
}

/**
 * Kept HTML of page parts (docs/decisions/0013-kept-page-parts.md), from their second render on.
 * Address parts (the header's menus, the footer): per context, language, kind of view, the year
 * of the footer's copyright and what the part reads of the address (the path unless it says
 * less), in a size-bounded LRU; they were about two fifths of a render.
 * Data-driven parts: beside the cached data object they show (the league data hands out the
 * same frozen object while it is cached), per context, language, region and variant; they go
 * with that object.
 */
export class PartCache {
  /** Kept HTML as bytes, or `SEEN` for a part rendered once: it is kept when it is asked for again. */
  private readonly shells = new LRUCache<string, Buffer | typeof SEEN>({
    maxSize: 16 * 1024 * 1024,
    sizeCalculation: (kept) => (kept === SEEN ? 1 : kept.length || 1),
  });
  private readonly parts = new WeakMap<object, Map<string, Buffer | typeof SEEN>>();

  /** Kept parts as HTML, for a page rendered in one piece (an error screen). */
  renderer(state: PageState, messages: Messages): KeptParts {
    return this.kept(state, messages, (pieces) => pieces.join(''));
  }

  /**
   * Kept parts as marks in React's output, each replaced by the part's kept bytes when the
   * document is encoded: the part is not encoded again for every page that shows it.
   */
  marking(state: PageState, messages: Messages): MarkedParts {
    const shown: Buffer[] = [];
    return {
      parts: this.kept(state, messages, (pieces) => pieces.map((bytes) => markOf(shown.push(bytes) - 1)).join('')),
      encode: (html) => htmlBytes(html, shown),
    };
  }

  /** `show` writes a part given as pieces of kept bytes (more than one when a choice is marked in it). */
  private kept(state: PageState, messages: Messages, show: (pieces: readonly Buffer[]) => string): KeptParts {
    const shown = (bytes: Buffer | null) => (bytes === null ? null : show([bytes]));
    return {
      shell: (name, at, part) => {
        const key = `${name} ${state.context} ${state.lang} ${state.view.kind} ${state.status} ${state.now.slice(0, 4)} ${at ?? state.path}`;
        return shown(keptOrSeen(this.shells, key, () => renderPart(state, messages, part)));
      },
      data: (source, variant, part, shared, chosen) => {
        let kept = this.parts.get(source);
        if (!kept) this.parts.set(source, (kept = new Map()));
        const render = () => renderPart(state, messages, part);
        const bytes = keptOrSeen(
          kept,
          `${state.context} ${state.lang} ${state.region ?? ''} ${variant}`,
          chosen === undefined ? render : () => noneChosen(render()),
          shared,
        );
        return bytes === null || chosen === undefined ? shown(bytes) : show(withChosen(bytes, chosen));
      },
    };
  }
}

const SEEN = Symbol('seen');

/** How React marks an option chosen; no option's text can hold it, as text escapes its quotes. */
const SELECTED = ' selected=""';
const SELECTED_BYTES = Buffer.from(SELECTED);

/** A list's HTML with no option chosen: what is kept, whoever chose what. */
function noneChosen(html: Buffer): Buffer {
  return Buffer.from(html.toString().replaceAll(SELECTED, ''));
}

/** An attribute's value as React writes it. */
const ATTRIBUTE: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#x27;' };

/**
 * The kept list's HTML with the options of value `chosen` marked as React marks them, as pieces
 * of the kept bytes around the marks: the list is not copied for each page.
 */
function withChosen(html: Buffer, chosen: string): Buffer[] {
  const option = Buffer.from(`<option value="${chosen.replace(/[&<>"']/g, (c) => ATTRIBUTE[c]!)}"`);
  const pieces: Buffer[] = [];
  let from = 0;
  for (let at = html.indexOf(option); at !== -1; at = html.indexOf(option, from)) {
    const end = at + option.length;
    pieces.push(html.subarray(from, end), SELECTED_BYTES);
    from = end;
  }
  pieces.push(html.subarray(from));
  return pieces;
}

type Store = {
  get(key: string): Buffer | typeof SEEN | undefined;
  set(key: string, value: Buffer | typeof SEEN): unknown;
};

/**
 * A part asked for the first time is rendered in place with the page and only marked; asked for
 * again, its HTML is made and kept. A page seen once (a crawler reading every player) pays
 * nothing for keeping, and a page asked for often keeps its parts from its second render. A part
 * shown on many distinct pages (`atOnce`) is kept from its first render: the next page needs it.
 */
function keptOrSeen(store: Store, key: string, render: () => Buffer, atOnce = false): Buffer | null {
  const kept = store.get(key);
  if (kept === undefined && !atOnce) {
    store.set(key, SEEN);
    return null;
  }
  if (kept !== undefined && kept !== SEEN) return kept;
  const bytes = render();
  store.set(key, bytes);
  return bytes;
}
