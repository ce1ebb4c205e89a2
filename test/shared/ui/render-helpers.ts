import { readFileSync } from 'node:fs';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import type { WebContext } from '../../../src/shared/config/contexts.js';
import type { Lang } from '../../../src/shared/config/locales.js';
import { flatten, type Messages, type MessageTree } from '../../../src/shared/i18n/messages.js';
import { App } from '../../../src/shared/ui/app.js';
import type { PageState } from '../../../src/shared/ui/state.js';
import { pageState } from '../../helpers/page-state.js';

const cache = new Map<Lang, Messages>();
export function messages(lang: Lang): Messages {
  if (!cache.has(lang))
    cache.set(
      lang,
      flatten(
        JSON.parse(readFileSync(new URL(`../../../locales/${lang}.json`, import.meta.url), 'utf8')) as MessageTree,
      ),
    );
  return cache.get(lang)!;
}

export const NOW = '2031-03-04T05:06:07.000Z';

/** The page state the server would build for a path (see test/helpers/page-state.ts). */
export const stateFor = (context: WebContext, path: string, override: Partial<PageState> = {}): Promise<PageState> =>
  pageState(context, path, new Date(NOW), override);

export function render(state: PageState): string {
  return renderToString(createElement(App, { state, messages: messages(state.lang) }));
}

export const count = (html: string, re: RegExp): number => (html.match(new RegExp(re.source, 'g')) ?? []).length;

/** Every `<a …>` opening tag. */
export const anchors = (html: string): string[] => html.match(/<a [^>]*>/g) ?? [];
