import { createElement } from 'react';
import { renderToString } from 'react-dom/server.bun';
import { App } from '../../shared/ui/app.js';
import { KeptPartsProvider } from '../../shared/ui/kept-parts.js';
import { shownKind } from '../../shared/ui/pages/index.js';
import type { PublicConfig } from '../../shared/ui/public-config.js';
import type { Catalog } from '../messages.js';
import type { AssetManifest } from './assets.js';
import { type DocumentInput, documentParts } from './document.js';
import type { PartCache } from './part-cache.js';
import type { Resolved } from './resolve.js';
import { renderWhole } from './stream.js';
import type { ExternalScript } from './third-party.js';

export interface RenderDeps {
  catalog: Catalog;
  assets: AssetManifest;
  scripts: readonly ExternalScript[];
  publicConfig: PublicConfig;
  /** Kept HTML of page parts (header, footer, tables); without it they render with the page. */
  keptParts?: PartCache;
}

/** What the document around the page is made of. */
export function documentInput(resolved: Resolved, deps: RenderDeps): DocumentInput {
  return {
    state: resolved.state,
    head: resolved.head,
    assets: deps.assets,
    scripts: deps.scripts,
    publicConfig: deps.publicConfig,
  };
}

const parts = (resolved: Resolved, deps: RenderDeps) => documentParts(documentInput(resolved, deps));

/** The page's messages and its React tree. */
export function appOf(resolved: Resolved, deps: RenderDeps) {
  const messages = deps.catalog.page(resolved.state.lang, shownKind(resolved.state));
  return { messages, app: createElement(App, { state: resolved.state, messages }) };
}

/** A resolved page, all its data in, as a complete HTML document; kept parts go in as bytes (docs/decisions/0013). */
export function renderPage(resolved: Resolved, deps: RenderDeps, onError: (error: unknown) => void): Buffer {
  const { start, end } = parts(resolved, deps);
  const { messages, app } = appOf(resolved, deps);
  if (!deps.keptParts) return renderWhole(app, start, end, onError);
  const marked = deps.keptParts.marking(resolved.state, messages);
  return renderWhole(
    createElement(KeptPartsProvider, { value: marked.parts }, app),
    start,
    end,
    onError,
    marked.encode,
  );
}

/** Error screens render in one piece: they are rare and must not fail half-way. */
export function renderErrorPage(resolved: Resolved, deps: RenderDeps): string {
  const { start, end } = parts(resolved, deps);
  const { messages, app } = appOf(resolved, deps);
  const element = deps.keptParts
    ? createElement(KeptPartsProvider, { value: deps.keptParts.renderer(resolved.state, messages) }, app)
    : app;
  return start + renderToString(element) + end;
}
