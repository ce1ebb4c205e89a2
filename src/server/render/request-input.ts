import type { FastifyRequest } from 'fastify';
import { detectLanguage, LOCALE_COOKIE } from '../../shared/i18n/detect.js';
import type { ResolveInput } from './resolve.js';

/** What resolving a page needs of a request: path, query, the visitor's language, the time. */
export function requestInput(request: FastifyRequest, now: Date): ResolveInput {
  const at = request.url.indexOf('?');
  const path = at === -1 ? request.url : request.url.slice(0, at);
  return {
    path,
    query: new URLSearchParams(at === -1 ? '' : request.url.slice(at + 1)),
    fallbackLang: detectLanguage(request.cookies[LOCALE_COOKIE], request.headers['accept-language']),
    now,
  };
}
