import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/server/config.js';
import { loadCatalog } from '../../src/server/messages.js';
import { resolvePage } from '../../src/server/render/resolve.js';
import { PartCache } from '../../src/server/render/part-cache.js';
import { App } from '../../src/shared/ui/app.js';
import type { PageState } from '../../src/shared/ui/state.js';
import { testApp } from '../helpers/app.js';
import { fakeData } from '../helpers/fake-data.js';
import { KeptPartsProvider } from '../../src/shared/ui/kept-parts.js';

const catalog = loadCatalog();
/** React's resource hints lead a render; the browser's tree never holds them. */
const markup = (html: string) => html.replace(/^(?:<link [^>]*\/>)+/, '');

function render(path: string, context: 'kings' | 'queens', shell?: PartCache) {
  const { state } = resolvePage({ path, query: new URLSearchParams(), fallbackLang: 'en', now: new Date('2026-11-22T12:00:00Z') }, loadConfig({ WEB_CONTEXT: context }), catalog);
  const messages = catalog.messages[state.lang];
  const app = createElement(App, { state, messages });
  return markup(renderToString(shell ? createElement(KeptPartsProvider, { value: shell.renderer(state, messages) }, app) : app));
}

describe('header and footer kept per page', () => {
  it.each([
    ['/en', 'kings'], ['/ar/espana/tables', 'kings'], ['/es/espana/equipos/1-1k-fc', 'kings'], ['/en/stores', 'kings'],
    ['/en/atlantis', 'kings'], ['/en/italia/tickets', 'kings'], ['/fr/americas', 'queens'], ['/de/legends', 'queens'],
  ] as const)('%s (%s) is the same markup whether its header and footer come from the cache or not', (path, context) => {
    const shell = new PartCache();
    const plain = render(path, context);
    expect(render(path, context, shell)).toBe(plain);
    expect(render(path, context, shell)).toBe(plain);
  });

  it('keeps each page apart: another address, language or league gets its own header', () => {
    const shell = new PartCache();
    render('/en/espana/tables', 'kings', shell);
    expect(render('/en/italia/tables', 'kings', shell)).toBe(render('/en/italia/tables', 'kings'));
    expect(render('/es/espana/clasificacion', 'kings', shell)).toBe(render('/es/espana/clasificacion', 'kings'));
    expect(render('/en/espana/tables', 'queens', shell)).toBe(render('/en/espana/tables', 'queens'));
  });
});

describe('data-driven parts kept beside their data', () => {
  it.each(['/en/espana/tables', '/ar/espana/tables'])('%s renders the same markup from kept tables, and keeps them per language', async (path) => {
    const app = await testApp({}, { data: fakeData() });
    const { state } = (await app.inject({ url: `/_payload${path}` })).json() as { state: PageState };
    await app.close();
    const messages = catalog.messages[state.lang];
    const plain = markup(renderToString(createElement(App, { state, messages })));
    const shell = new PartCache();
    const kept = () => markup(renderToString(createElement(KeptPartsProvider, { value: shell.renderer(state, messages) }, createElement(App, { state, messages }))));
    expect(kept()).toBe(plain);
    expect(kept()).toBe(plain);
    expect(plain).toContain('class="standings"');
    const other = { ...state, lang: state.lang === 'en' ? 'ar' as const : 'en' as const };
    const otherMessages = catalog.messages[other.lang];
    expect(markup(renderToString(createElement(KeptPartsProvider, { value: shell.renderer(other, otherMessages) }, createElement(App, { state: other, messages: otherMessages })))))
      .toBe(markup(renderToString(createElement(App, { state: other, messages: otherMessages }))));
  });
});
