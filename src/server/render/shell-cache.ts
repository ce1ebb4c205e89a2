import { LRUCache } from 'lru-cache';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import type { Messages } from '../../shared/i18n/messages.js';
import { AppProvider } from '../../shared/ui/app-context.js';
import type { ShellRenderer } from '../../shared/ui/shell-part.js';
import type { PageState } from '../../shared/ui/state.js';

/**
 * React puts the resource hints of a rendered tree (image preloads) before its markup; inside
 * a part they would be markup the browser's tree does not have. The page's own render still
 * gives the document its hints.
 */
const HOISTED = /^(?:<link [^>]*\/>)+/;
const withoutHoisted = (html: string) => html.replace(HOISTED, '');

/**
 * The header and footer HTML of each page, rendered once and kept (bounded by size): they were
 * about two fifths of a page's render, and nothing in them changes with the data or the query.
 * The key holds everything they read: context, language, address (its region and language
 * alternates follow from it), the kind of view and the year of the footer's copyright.
 */
export class ShellCache {
  private readonly parts = new LRUCache<string, string>({ maxSize: 16 * 1024 * 1024, sizeCalculation: (html) => html.length || 1 });

  renderer(state: PageState, messages: Messages): ShellRenderer {
    return (name, part) => {
      const key = `${name} ${state.context} ${state.lang} ${state.view.kind} ${state.status} ${state.now.slice(0, 4)} ${state.path}`;
      let html = this.parts.get(key);
      if (html === undefined) this.parts.set(key, (html = withoutHoisted(renderToString(createElement(AppProvider, { state, messages, children: part })))));
      return html;
    };
  }
}
