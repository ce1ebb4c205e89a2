import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';

const CLOSE_AFTER_MS = 5_000;

export interface ClientErrorDeps {
  /** The site's error page for a status, in the site's default language: no request was read. */
  page: (status: number) => string;
  securityHeaders: () => Readonly<Record<string, string>>;
  log: (err: Error, status: number) => void;
}

/** Node's parser errors as the statuses Fastify's own handler gives them. */
export function clientErrorStatus(err: Error & { code?: string }): number {
  if (err.code === 'ERR_HTTP_REQUEST_TIMEOUT') return 408;
  if (err.code === 'HPE_HEADER_OVERFLOW') return 431;
  return 400;
}

/**
 * A request Node could not read (a header block over its limit, a broken header line) never reaches
 * Fastify, whose own answer is JSON without the site's headers. It gets the site's error page and
 * the headers every other answer carries; nothing may keep it, and the connection closes.
 */
export function clientErrorHandler(deps: ClientErrorDeps) {
  return (err: Error & { code?: string }, socket: Socket) => {
    // A reset connection has nobody to answer.
    if (err.code === 'ECONNRESET' || socket.destroyed) return;
    const status = clientErrorStatus(err);
    deps.log(err, status);
    if (socket.writable) {
      const body = Buffer.from(deps.page(status));
      const headers: Record<string, string | number> = {
        ...deps.securityHeaders(),
        'content-type': 'text/html; charset=utf-8',
        'cache-control': 'no-store',
        'content-length': body.length,
        connection: 'close',
      };
      const lines = Object.entries(headers).map(([name, value]) => `${name}: ${value}\r\n`);
      socket.write(`HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n${lines.join('')}\r\n`);
      // The page is larger than a socket takes at once: the connection closes once it has left,
      // or after a few seconds for a client that does not read.
      socket.end(body, () => socket.destroy());
      setTimeout(() => socket.destroy(), CLOSE_AFTER_MS).unref();
      return;
    }
    socket.destroy(err);
  };
}
