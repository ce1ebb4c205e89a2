import { CONTEXTS } from '../../shared/config/contexts.js';
import { LOCALES } from '../../shared/config/locales.js';
import { shownKind } from '../../shared/ui/pages/index.js';
import type { PublicConfig } from '../../shared/ui/public-config.js';
import type { PageState } from '../../shared/ui/state.js';
import { type AssetManifest, messageChunks } from './assets.js';
import { escapeHtml, jsonForScript, keptJsonForScript } from './escape.js';
import { type HeadData, headTags } from './head.js';
import { LateValue } from './late-loads.js';
import { THEME_SCRIPT } from './theme-script.js';
import type { ExternalScript } from './third-party.js';

export interface DocumentInput {
  state: PageState;
  head: HeadData;
  assets: AssetManifest;
  scripts: readonly ExternalScript[];
  publicConfig: PublicConfig;
}

const attrs = (a: Record<string, string> = {}) =>
  Object.entries(a)
    .map(([k, v]) => ` ${k}="${escapeHtml(v)}"`)
    .join('');

/** The HTML around the React stream: everything before `<div id="app">` and after it. */
export function documentParts(input: DocumentInput): { start: string; end: string } {
  return { start: documentStart(input), end: documentEnd(input) };
}

/** The page's scripts: the shell's, its language's messages, its kind's chunks (or the error screens'). */
function pageScripts({ state, assets }: DocumentInput) {
  const kind = shownKind(state);
  const messages = messageChunks(assets, state.lang, kind);
  return {
    messages,
    preload: [...assets.preload, ...messages, ...(kind ? (assets.pages[kind] ?? []) : assets.screens)],
  };
}

/** Everything up to `<div id="app">`: what the browser needs before any of the page. */
export function documentStart(input: DocumentInput): string {
  const { state, head, assets, scripts } = input;
  const site = CONTEXTS[state.context];
  const locale = LOCALES[state.lang];
  const { preload } = pageScripts(input);
  return (
    `<!DOCTYPE html><html lang="${locale.tag}" dir="${locale.dir}" data-context="${state.context}"><head>` +
    '<meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">' +
    `<meta name="theme-color" content="${site.themeColor}">` +
    headTags(head, site.title) +
    `<link rel="icon" href="/favicon.ico" sizes="32x32"><link rel="icon" href="${site.icons.favicon}" type="image/svg+xml">` +
    `<link rel="apple-touch-icon" href="${site.icons.appleTouch}"><link rel="manifest" href="/manifest.webmanifest">` +
    // Before the stylesheet, so a visitor's chosen theme is there at the first paint.
    `<script>${THEME_SCRIPT}</script>` +
    `<link rel="stylesheet" href="${assets.css}">` +
    (state.lang === 'ar' ? [assets.fonts.arabic] : [assets.fonts.latin])
      .map((f) => `<link rel="preload" href="${f}" as="font" type="font/woff2" crossorigin>`)
      .join('') +
    preload.map((p) => `<link rel="modulepreload" href="${p}">`).join('') +
    `<script type="module" src="${assets.entry}"></script>` +
    scripts.map((s) => `<script async src="${escapeHtml(s.src)}"${attrs(s.attrs)}></script>`).join('') +
    '</head><body><div id="app">'
  );
}

/** Everything after the app: the page's data, written once all of it is in. */
export function documentEnd(input: DocumentInput): string {
  const { messages } = pageScripts(input);
  return `</div><script type="application/json" id="__DATA__">${hydrationJson(input.state, input.publicConfig, messages)}</script></body></html>`;
}

/**
 * A field of the page's data: an object is a loader's view, shared and never changed, so its JSON
 * is kept; a late part is made for its request, but its value is such a view.
 */
const fieldJson = (value: unknown): string => {
  if (value instanceof LateValue) return `{"value":${fieldJson(value.value)},"failed":${value.failed}}`;
  return value !== null && typeof value === 'object' ? keptJsonForScript(value) : jsonForScript(value);
};

/**
 * What the browser hydrates from: the page's state, the public configuration and the message
 * chunks, as `{"state","config","messages"}`. The data's fields are written from their kept JSON
 * (they are most of the bytes).
 */
function hydrationJson(state: PageState, config: PublicConfig, messages: readonly string[]): string {
  const { data, ...rest } = state;
  const fields =
    data !== null && typeof data === 'object' && !Array.isArray(data)
      ? `{${Object.entries(data)
          .filter(([, value]) => value !== undefined)
          .map(([key, value]) => `${jsonForScript(key)}:${fieldJson(value)}`)
          .join(',')}}`
      : fieldJson(data ?? null);
  const head = jsonForScript(rest);
  const stateJson = `${head === '{}' ? '{' : `${head.slice(0, -1)},`}"data":${fields}}`;
  return `{"state":${stateJson},"config":${keptJsonForScript(config)},"messages":${jsonForScript(messages)}}`;
}
