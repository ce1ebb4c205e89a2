import type { IncomingMessage, ServerResponse } from 'node:http';
import { performance } from 'node:perf_hooks';
import type { FastifyBaseLogger } from 'fastify';
import type { WebContext } from '../../shared/config/contexts.js';
import { requestLine } from '../plugins/request-log.js';
import type { PageCache } from '../render/page-cache.js';
import { pageKey } from '../render/page-key.js';
import { MAX_PATH } from './local-path.js';
import { type PageAnswer, pageAnswer } from './page-answer.js';
import { requestIdOf } from './request-id.js';

export interface PageDoorDeps {
  context: WebContext;
  pageCache: PageCache;
  securityHeaders: Readonly<Record<string, string>>;
  log: FastifyBaseLogger;
  observe: (route: string, status: number, seconds: number) => void;
}

/** Answers one request from the HTTP server itself; false to hand it to Fastify. */
export type PageDoor = (req: IncomingMessage, res: ServerResponse) => boolean;

/**
 * A page-cache hit (fresh, or stale while its refresh runs), answered as it comes in: the same answer, headers, log line and metrics
 * as through Fastify (plugins/pages.ts), without its routing, hooks and reply objects, which cost
 * more than the hit itself (docs/decisions/0053-page-cache-door.md). Anything else (a miss, a
 * stale page that needs its refresh started, another method, a path without a language) goes to
 * Fastify untouched.
 */
export function pageDoor(deps: PageDoorDeps): PageDoor {
  return (req, res) => {
    const url = req.url;
    if (req.method !== 'GET' || !url || url.length > MAX_PATH) return false;
    const key = pageKey(deps.context, url);
    const ready = key === null ? undefined : deps.pageCache.ready(key);
    if (!ready) return false;
    const { value: page, outcome } = ready;
    const started = performance.now();
    const id = requestIdOf(req.headers);
    const send = (answer: PageAnswer) => {
      const length = answer.body ? answer.body.length : answer.status === 304 ? null : 0;
      res.writeHead(answer.status, {
        ...deps.securityHeaders,
        'x-request-id': id,
        ...answer.headers,
        ...(length === null ? {} : { 'content-length': String(length) }),
      });
      // 'close': sent in full, or the client went away first; either way the request is logged.
      res.once('close', () => {
        const seconds = (performance.now() - started) / 1000;
        deps.observe(page.route, answer.status, seconds);
        deps.log.info(
          {
            reqId: id,
            ...requestLine({
              method: 'GET',
              url,
              route: page.route,
              status: answer.status,
              htmlCache: outcome,
              durationMs: seconds * 1000,
            }),
          },
          'request',
        );
      });
      res.end(answer.body);
    };
    const answer = pageAnswer(page, {
      url,
      ifNoneMatch: req.headers['if-none-match'],
      acceptEncoding: req.headers['accept-encoding'],
    });
    if (answer instanceof Promise) {
      void answer.then(send).catch((err: unknown) => {
        deps.log.error({ err }, 'page door failed');
        res.destroy();
      });
    } else send(answer);
    return true;
  };
}

/**
 * The server's request handler: the door first, then Fastify. A door that fails never takes the
 * process down: before anything was sent the request goes on to Fastify; after, the connection
 * is closed (a client sees a cut answer, not another one glued to it).
 */
export function doorThenFastify(
  door: () => PageDoor,
  fastify: (req: IncomingMessage, res: ServerResponse) => void,
  onError: (error: unknown) => void,
) {
  return (req: IncomingMessage, res: ServerResponse): void => {
    try {
      if (door()(req, res)) return;
    } catch (error) {
      onError(error);
      if (res.headersSent) {
        res.destroy();
        return;
      }
    }
    fastify(req, res);
  };
}
