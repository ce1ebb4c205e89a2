import type { FastifyReply, FastifyRequest } from 'fastify';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { App } from '../../shared/ui/app.js';
import type { Catalog } from '../messages.js';
import type { AssetManifest } from './assets.js';
import { documentParts } from './document.js';
import type { Resolved } from './resolve.js';
import { streamDocument } from './stream.js';
import type { ExternalScript } from './third-party.js';
import type { PublicConfig } from '../../shared/ui/public-config.js';

export interface RenderDeps {
  catalog: Catalog;
  assets: AssetManifest;
  scripts: readonly ExternalScript[];
  publicConfig: PublicConfig;
}

const BOT = /bot|crawl|spider|slurp|facebookexternalhit|embedly|preview|whatsapp|telegram|discord|lighthouse/i;

/** Cache-Control suited to the page kind, so a CDN can absorb match-day load. */
export function cacheControl(status: number): string {
  if (status === 200) return 'public, max-age=0, s-maxage=60, stale-while-revalidate=300, stale-if-error=86400';
  if (status === 404) return 'public, max-age=0, s-maxage=30, stale-while-revalidate=60';
  return 'no-store';
}

function parts(resolved: Resolved, deps: RenderDeps) {
  return documentParts({ state: resolved.state, head: resolved.head, assets: deps.assets, scripts: deps.scripts, publicConfig: deps.publicConfig });
}

/** Streams a resolved page; the status and head are fixed before the first byte. */
export async function sendPage(request: FastifyRequest, reply: FastifyReply, resolved: Resolved, deps: RenderDeps) {
  const { start, end } = parts(resolved, deps);
  const element = createElement(App, { state: resolved.state, messages: deps.catalog.messages[resolved.state.lang] });
  const body = await streamDocument(element, start, end, {
    waitForAll: BOT.test(String(request.headers['user-agent'] ?? '')),
    onError: (error) => request.log.error({ err: error }, 'render error'),
  });
  return reply.code(resolved.state.status).header('content-type', 'text/html; charset=utf-8').header('cache-control', cacheControl(resolved.state.status)).send(body);
}

/** Error pages render in one piece: they are rare and must not fail half-way. */
export function sendErrorPage(reply: FastifyReply, resolved: Resolved, deps: RenderDeps) {
  const { start, end } = parts(resolved, deps);
  const html = start + renderToString(createElement(App, { state: resolved.state, messages: deps.catalog.messages[resolved.state.lang] })) + end;
  return reply.code(resolved.state.status).header('content-type', 'text/html; charset=utf-8').header('cache-control', cacheControl(resolved.state.status)).send(html);
}
