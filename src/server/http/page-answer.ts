import { RETRY_AFTER_SECONDS } from '../render/cache-policy.js';
import type { CachedPage } from '../render/page-cache.js';
import { type Encoded, encodedAs, encodingFor, etagIn, matchesEtag } from './compressed.js';
import { searchOf } from './local-path.js';

/** What one request gets from a kept page: status, headers and bytes. */
export interface PageAnswer {
  status: number;
  headers: Record<string, string>;
  /** None for a redirect or a 304. */
  body: Buffer | null;
}

export interface PageRequest {
  url: string;
  ifNoneMatch: string | undefined;
  acceptEncoding: string | string[] | undefined;
}

/**
 * A page as the client can best take it: a redirect keeps the request's query; a 200 carries the
 * strong ETag of its bytes in the encoding sent and is `304 Not Modified` when the client holds
 * the same content in any encoding; otherwise the
 * compressed bytes its Accept-Encoding allows. At once when those bytes exist, else a promise.
 * Both ways a page leaves the site send exactly this (plugins/pages.ts, http/page-door.ts).
 */
export function pageAnswer(page: CachedPage, request: PageRequest): PageAnswer | Promise<PageAnswer> {
  if (page.location) {
    return {
      status: page.status,
      headers: { 'cache-control': page.cacheControl, location: page.location + searchOf(request.url) },
      body: null,
    };
  }
  const headers: Record<string, string> = {
    'content-type': 'text/html; charset=utf-8',
    'cache-control': page.cacheControl,
    vary: 'Accept-Encoding',
  };
  if (page.status === 503) headers['retry-after'] = String(RETRY_AFTER_SECONDS);
  const encoding = encodingFor(page, request.acceptEncoding);
  if (page.status === 200) {
    headers.etag = etagIn(page.etag, encoding);
    if (matchesEtag(request.ifNoneMatch, page.etag)) return { status: 304, headers, body: null };
  }
  const encoded = encoding ? encodedAs(page, encoding) : null;
  const answer = (made: Encoded | null): PageAnswer => {
    if (!made) return { status: page.status, headers, body: page.body };
    return { status: page.status, headers: { ...headers, 'content-encoding': made.encoding }, body: made.bytes };
  };
  // Compression cannot fail short of running out of memory; if it does, the page goes out as it is.
  return encoded instanceof Promise ? encoded.then(answer, () => answer(null)) : answer(encoded);
}
