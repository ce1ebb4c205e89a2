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
 * Kept HTML of page parts (docs/decisions/0013-kept-page-parts.md). Header and footer: per context, language,
 * address (its region and language alternates follow from it), kind of view and the year of
 * the footer's copyright, in a size-bounded LRU; they were about two fifths of a render.
 * Data-driven parts: beside the cached data object they show (the league data hands out the
 * same frozen object while it is cached), per context, language, region and variant; they go
 * with that object.
 */
export class PartCache {
  private readonly shells = new LRUCache<string, string>({ maxSize: 16 * 1024 * 1024, sizeCalculation: (html) => html.length || 1 });
  private readonly parts = new WeakMap<object, Map<string, string>>();

  renderer(state: PageState, messages: Messages): KeptParts {
    return {
      shell: (name, part) => {
        const key = `${name} ${state.context} ${state.lang} ${state.view.kind} ${state.status} ${state.now.slice(0, 4)} ${state.path}`;
        let html = this.shells.get(key);
        if (html === undefined) this.shells.set(key, (html = renderPart(state, messages, part)));
        return html;
      },
      data: (source, variant, part) => {
        const key = `${state.context} ${state.lang} ${state.region ?? ''} ${variant}`;
        let kept = this.parts.get(source);
        if (!kept) this.parts.set(source, (kept = new Map()));
        let html = kept.get(key);
        if (html === undefined) kept.set(key, (html = renderPart(state, messages, part)));
        return html;
      },
    };
  }
}
