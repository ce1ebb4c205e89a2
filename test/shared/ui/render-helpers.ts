import { readFileSync } from 'node:fs';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import type { WebContext } from '../../../src/shared/config/contexts.js';
import { LANGS, type Lang } from '../../../src/shared/config/locales.js';
import { flatten, type MessageTree, type Messages } from '../../../src/shared/i18n/messages.js';
import { alternatesOf } from '../../../src/shared/routing/alternates.js';
import { runGuards } from '../../../src/shared/routing/guards.js';
import { matchPath } from '../../../src/shared/routing/match.js';
import { App } from '../../../src/shared/ui/app.js';
import type { PageState, View } from '../../../src/shared/ui/state.js';

const cache = new Map<Lang, Messages>();
export function messages(lang: Lang): Messages {
  if (!cache.has(lang)) cache.set(lang, flatten(JSON.parse(readFileSync(new URL(`../../../locales/${lang}.json`, import.meta.url), 'utf8')) as MessageTree));
  return cache.get(lang)!;
}

export const NOW = '2031-03-04T05:06:07.000Z';

/** The page state the server would build for a path (the view follows the guards). */
export function stateFor(context: WebContext, path: string, override: Partial<PageState> = {}): PageState {
  const m = matchPath(path);
  const guard = m ? runGuards(m, context) : null;
  const region = guard && (guard.kind === 'ok' || guard.kind === 'blocked') ? guard.region : null;
  const view: View = !guard || guard.kind === 'invalid' || guard.kind === 'unknown-region' ? { kind: 'not-found' }
    : guard.kind === 'blocked' ? { kind: 'blocked' } : { kind: 'page' };
  const alternates = alternatesOf(view.kind === 'page' ? m : null, context);
  return {
    context,
    lang: m?.lang ?? (path.split('/')[1] as Lang),
    routeName: m?.name ?? null,
    base: m?.base ?? null,
    params: m?.params ?? {},
    region: region?.slug ?? null,
    view,
    status: view.kind === 'page' ? 200 : 404,
    path,
    alternates: Object.fromEntries(LANGS.map((l) => [l, alternates[l].href])) as Record<Lang, string>,
    title: 'title',
    now: NOW,
    data: null,
    ...override,
  };
}

export function render(state: PageState): string {
  return renderToString(createElement(App, { state, messages: messages(state.lang) }));
}

export const count = (html: string, re: RegExp): number => (html.match(new RegExp(re.source, 'g')) ?? []).length;

/** Every `<a …>` opening tag. */
export const anchors = (html: string): string[] => html.match(/<a [^>]*>/g) ?? [];
