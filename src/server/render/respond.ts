import type { FastifyReply, FastifyRequest } from 'fastify';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import type { RouteBase } from '../../shared/routing/routes.js';
import { App } from '../../shared/ui/app.js';
import { KeptPartsProvider } from '../../shared/ui/kept-parts.js';
import { isUnavailable } from '../../shared/ui/page-data.js';
import type { PublicConfig } from '../../shared/ui/public-config.js';
import type { Catalog } from '../messages.js';
import type { AssetManifest } from './assets.js';
import { documentParts } from './document.js';
import type { HtmlCache } from './html-cache.js';
import type { Resolved } from './resolve.js';
import type { PartCache } from './part-cache.js';
import { streamDocument } from './stream.js';
import type { ExternalScript } from './third-party.js';

export interface RenderDeps {
  catalog: Catalog;
  assets: AssetManifest;
  scripts: readonly ExternalScript[];
  publicConfig: PublicConfig;
  /** Kept HTML of page parts (header, footer, tables); without it they render with the page. */
  keptParts?: PartCache;
}

const BOT = /bot|crawl|spider|slurp|facebookexternalhit|embedly|preview|whatsapp|telegram|discord|lighthouse/i;

/** Pages that change during a match are fresh for seconds, the rest for half a minute. */
const LIVE_PAGES: ReadonlySet<RouteBase> = new Set(['index', 'region', 'region-matches', 'region-matches-match', 'region-tables']);
const UNCACHED: ReadonlySet<RouteBase> = new Set(['health']);

export function freshSeconds(resolved: Resolved): number {
  return resolved.state.base && LIVE_PAGES.has(resolved.state.base) && resolved.state.status === 200 ? 5 : 30;
}

export function isCacheable(resolved: Resolved): boolean {
  // A page that could not load its data is not kept: the next visitor gets a fresh attempt.
  if (isUnavailable(resolved.state.data)) return false;
  return !(resolved.state.base && UNCACHED.has(resolved.state.base)) && (resolved.state.status === 200 || resolved.state.status === 404);
}

/** Cache-Control suited to the page kind, so a CDN can absorb match-day load. */
export function cacheControl(status: number, fresh = 30): string {
  if (status === 200) return `public, max-age=0, s-maxage=${fresh}, stale-while-revalidate=${fresh * 10}, stale-if-error=86400`;
  if (status === 404) return 'public, max-age=0, s-maxage=30, stale-while-revalidate=60';
  return 'no-store';
}

function parts(resolved: Resolved, deps: RenderDeps) {
  return documentParts({ state: resolved.state, head: resolved.head, assets: deps.assets, scripts: deps.scripts, publicConfig: deps.publicConfig });
}

function element(resolved: Resolved, deps: RenderDeps) {
  const messages = deps.catalog.messages[resolved.state.lang];
  const app = createElement(App, { state: resolved.state, messages });
  return deps.keptParts ? createElement(KeptPartsProvider, { value: deps.keptParts.renderer(resolved.state, messages) }, app) : app;
}

export function sendHtml(reply: FastifyReply, status: number, cache: string, body: Buffer | string | NodeJS.ReadableStream) {
  return reply.code(status).header('content-type', 'text/html; charset=utf-8').header('cache-control', cache).send(body);
}

/**
 * Streams a resolved page; the status and head are fixed before the first byte. With a cache
 * key, the streamed document is also kept for the next visitors.
 */
export async function sendPage(request: FastifyRequest, reply: FastifyReply, resolved: Resolved, deps: RenderDeps, cache?: { html: HtmlCache; key: string }) {
  const { start, end } = parts(resolved, deps);
  const fresh = freshSeconds(resolved);
  const control = cacheControl(resolved.state.status, fresh);
  const body = await streamDocument(element(resolved, deps), start, end, {
    waitForAll: BOT.test(String(request.headers['user-agent'] ?? '')),
    onError: (error) => request.log.error({ err: error }, 'render error'),
    onComplete: cache ? (html) => cache.html.set(cache.key, { route: resolved.state.routeName ?? 'not-found', status: resolved.state.status, body: html, cacheControl: control, freshMs: fresh * 1000 }) : undefined,
  });
  return sendHtml(reply, resolved.state.status, control, body);
}

/** Renders a page to a buffer, for refreshing a stale cache entry in the background. */
export function renderPage(resolved: Resolved, deps: RenderDeps): Promise<Buffer> {
  const { start, end } = parts(resolved, deps);
  return new Promise((resolve, reject) => {
    streamDocument(element(resolved, deps), start, end, { waitForAll: true, onError: () => {}, onComplete: resolve })
      .then((stream) => stream.resume())
      .catch(reject);
  });
}

/** Error pages render in one piece: they are rare and must not fail half-way. */
export function sendErrorPage(reply: FastifyReply, resolved: Resolved, deps: RenderDeps) {
  const { start, end } = parts(resolved, deps);
  return sendHtml(reply, resolved.state.status, cacheControl(resolved.state.status), start + renderToString(element(resolved, deps)) + end);
}
