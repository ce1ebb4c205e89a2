import fastifyHelmet from '@fastify/helmet';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import helmet from 'helmet';

export interface SecurityOptions {
  /** Origins of configured third-party scripts and the error reporter. */
  scriptOrigins: readonly string[];
  connectOrigins: readonly string[];
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The headers for a request Fastify answers before any hook runs (a URL it cannot decode). */
    applySecurityHeaders: (request: FastifyRequest, reply: FastifyReply) => void;
  }
}

/** No inline executable script anywhere, so the policy stays `script-src 'self'` plus configured hosts. */
export function contentSecurityPolicy({ scriptOrigins, connectOrigins }: SecurityOptions): Record<string, string[]> {
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...scriptOrigins],
    'style-src': ["'self'"],
    'style-src-attr': ["'unsafe-inline'"],
    // A real league API may give crests on its own https host (shared/league/media.ts).
    'img-src': ["'self'", 'data:', 'https:', ...scriptOrigins],
    'connect-src': ["'self'", ...scriptOrigins, ...connectOrigins],
    'font-src': ["'self'"],
    'frame-src': ["'self'", ...scriptOrigins],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
}

/** Helmet has no Permissions-Policy middleware. */
const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=(), payment=()';

/**
 * Not annotated as HelmetOptions: @fastify/helmet's types read helmet's CommonJS declarations and
 * this file its ES module ones, which TypeScript holds to be unrelated; the literal fits both.
 */
function helmetOptions(opts: SecurityOptions) {
  return {
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(opts) },
    crossOriginOpenerPolicy: { policy: 'same-origin' },
    // Share images, icons and crests are meant to be shown by other sites' previews.
    crossOriginResourcePolicy: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: { maxAge: 31_536_000, includeSubDomains: true },
    xFrameOptions: { action: 'deny' },
  } as const;
}

/**
 * Every response carries the headers: @fastify/helmet sets them in an onRequest hook, so error,
 * 404 and 405 answers have them too; the few requests Fastify answers before any hook get the
 * same options through helmet itself.
 */
export default fp<SecurityOptions>(async (app: FastifyInstance, opts) => {
  const options = helmetOptions(opts);
  await app.register(fastifyHelmet, options);
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('permissions-policy', PERMISSIONS_POLICY);
  });
  const headers = helmet(options);
  app.decorate('applySecurityHeaders', (request: FastifyRequest, reply: FastifyReply) => {
    headers(request.raw, reply.raw, () => undefined);
    reply.header('permissions-policy', PERMISSIONS_POLICY);
  });
}, { name: 'security-headers' });
