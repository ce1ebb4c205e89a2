/** docs/spec.md §7: the only statuses worth a second attempt. */
export const RETRYABLE_STATUSES: ReadonlySet<number> = new Set([408, 409, 425, 429, 500, 502, 503, 504]);

/** docs/spec.md §7: GET is retried once by default, write methods never. */
export const MAX_GET_RETRIES = 1;

export function isRetryableStatus(status: number): boolean {
  return RETRYABLE_STATUSES.has(status);
}

export function mayRetry(method: string, retriesDone: number): boolean {
  return method.toUpperCase() === 'GET' && retriesDone < MAX_GET_RETRIES;
}

/**
 * The wait a `Retry-After` header asks for, in ms: delta-seconds or an HTTP date (RFC 9110
 * §10.2.3). A date in the past means "now"; an unreadable value means the header is absent.
 */
export function retryAfterMs(header: string | string[] | undefined, nowMs: number): number | null {
  const value = (Array.isArray(header) ? header[0] : header)?.trim();
  if (!value) return null;
  if (/^\d+$/.test(value)) return Number(value) * 1000;
  const at = Date.parse(value);
  return Number.isNaN(at) ? null : Math.max(0, at - nowMs);
}

export type FailureKind = 'timeout' | 'network' | 'other';

const NETWORK_CODES = new Set([
  'ECONNRESET',
  'ECONNREFUSED',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
  'UND_ERR_SOCKET',
  'UND_ERR_CLOSED',
]);
const TIMEOUT_CODES = new Set([
  'UND_ERR_CONNECT_TIMEOUT',
  'UND_ERR_HEADERS_TIMEOUT',
  'UND_ERR_BODY_TIMEOUT',
  'ETIMEDOUT',
]);

/** Sorts a transport error: undici and Node put the reason in `code`, sometimes on the cause. */
export function failureKind(error: unknown): FailureKind {
  for (let e: unknown = error, depth = 0; e && depth < 3; e = (e as { cause?: unknown }).cause, depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code !== 'string') continue;
    if (TIMEOUT_CODES.has(code)) return 'timeout';
    if (NETWORK_CODES.has(code)) return 'network';
  }
  return 'other';
}
