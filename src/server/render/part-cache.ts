import { LRUCache } from 'lru-cache';
import { createElement, type ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import type { Messages } from '../../shared/i18n/messages.js';
import { AppProvider } from '../../shared/ui/app-context.js';
import type { KeptParts } from '../../shared/ui/kept-parts.js';
import type { PageState } from '../../shared/ui/state.js';

/**
 * React puts the resource hints of a rendered tree (image preloads) before its markup; inside
 * a part they would be markup the browser's tree does not have. The page's own render still
 * gives the document its hints.
 */
const HOISTED = /^(?:<link [^>]*\/>)+/;

function renderPart(state: PageState, messages: Messages, part: ReactElement): string {
  return renderToString(createElement(AppProvider, { state, messages, children: part })).replace(HOISTED, '');
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
  /** Kept HTML, or `SEEN` for a part rendered once: it is kept when it is asked for again. */
  private readonly shells = new LRUCache<string, string | typeof SEEN>({ maxSize: 16 * 1024 * 1024, sizeCalculation: (html) => (html === SEEN ? 1 : html.length || 1) });
  private readonly parts = new WeakMap<object, Map<string, string | typeof SEEN>>();

  renderer(state: PageState, messages: Messages): KeptParts {
    return {
      shell: (name, at, part) => {
        const key = `${name} ${state.context} ${state.lang} ${state.view.kind} ${state.status} ${state.now.slice(0, 4)} ${at ?? state.path}`;
        return keptOrSeen(this.shells, key, () => renderPart(state, messages, part));
      },
      data: (source, variant, part, shared) => {
        let kept = this.parts.get(source);
        if (!kept) this.parts.set(source, (kept = new Map()));
        return keptOrSeen(kept, `${state.context} ${state.lang} ${state.region ?? ''} ${variant}`, () => renderPart(state, messages, part), shared);
      },
    };
  }
}

const SEEN = Symbol('seen');

type Store = { get(key: string): string | typeof SEEN | undefined; set(key: string, value: string | typeof SEEN): unknown };

/**
 * A part asked for the first time is rendered in place with the page and only marked; asked for
 * again, its HTML is made and kept. A page seen once (a crawler reading every player) pays
 * nothing for keeping, and a page asked for often keeps its parts from its second render. A part
 * shown on many distinct pages (`atOnce`) is kept from its first render: the next page needs it.
 */
function keptOrSeen(store: Store, key: string, render: () => string, atOnce = false): string | null {
  const kept = store.get(key);
  if (kept === undefined && !atOnce) {
    store.set(key, SEEN);
    return null;
  }
  if (kept !== undefined && kept !== SEEN) return kept;
  const html = render();
  store.set(key, html);
  return html;
}
