import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

export interface SecurityOptions {
  /** Origins of configured third-party scripts and the error reporter. */
  scriptOrigins: readonly string[];
  connectOrigins: readonly string[];
}

/** No inline executable script anywhere, so the policy stays `script-src 'self'` plus configured hosts. */
export function contentSecurityPolicy({ scriptOrigins, connectOrigins }: SecurityOptions): string {
  const list = (xs: readonly string[]) => (xs.length ? ` ${xs.join(' ')}` : '');
  return [
    "default-src 'self'",
    `script-src 'self'${list(scriptOrigins)}`,
    "style-src 'self'",
    "style-src-attr 'unsafe-inline'",
    // A real league API may give crests on its own https host (shared/league/media.ts).
    `img-src 'self' data: https:${list(scriptOrigins)}`,
    `connect-src 'self'${list([...scriptOrigins, ...connectOrigins])}`,
    "font-src 'self'",
    `frame-src 'self'${list(scriptOrigins)}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

export default fp<SecurityOptions>(async (app: FastifyInstance, opts) => {
  const csp = contentSecurityPolicy(opts);
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'strict-origin-when-cross-origin');
    reply.header('x-frame-options', 'DENY');
    reply.header('cross-origin-opener-policy', 'same-origin');
    reply.header('permissions-policy', 'camera=(), microphone=(), geolocation=(), payment=()');
    reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
    if (String(reply.getHeader('content-type') ?? '').startsWith('text/html')) reply.header('content-security-policy', csp);
    return payload;
  });
}, { name: 'security-headers' });
