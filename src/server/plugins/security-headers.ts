import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';
import { EMBED_FRAME_ORIGINS } from '../../shared/league/news-embeds.js';
import { THEME_SCRIPT_HASH } from '../render/theme-script.js';

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

/**
 * One inline script, the theme's before the first paint, allowed by its hash; no other inline
 * script runs: the policy is `script-src 'self'`, that hash and the configured hosts.
 */
export function contentSecurityPolicy({ scriptOrigins, connectOrigins }: SecurityOptions): Record<string, string[]> {
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'", THEME_SCRIPT_HASH, ...scriptOrigins],
    'style-src': ["'self'"],
    'style-src-attr': ["'unsafe-inline'"],
    // A real league API may give crests on its own https host (shared/league/media.ts).
    'img-src': ["'self'", 'data:', 'https:', ...scriptOrigins],
    'connect-src': ["'self'", ...scriptOrigins, ...connectOrigins],
    'font-src': ["'self'"],
    // Articles' click-to-load embeds: exactly the allowed providers' frame hosts (shared/league/news-embeds.ts).
    'frame-src': ["'self'", ...scriptOrigins, ...EMBED_FRAME_ORIGINS],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
}

/** Helmet has no Permissions-Policy middleware. */
const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=(), payment=()';

function helmetOptions(opts: SecurityOptions): HelmetOptions {
  return {
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(opts) },
    crossOriginOpenerPolicy: { policy: 'same-origin' },
    // Share images, icons and crests are meant to be shown by other sites' previews.
    crossOriginResourcePolicy: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: { maxAge: 31_536_000, includeSubDomains: true },
    xFrameOptions: { action: 'deny' },
  };
}

/** The headers helmet sets, read once: with these options they are the same for every response. */
export function securityHeaders(opts: SecurityOptions): Readonly<Record<string, string>> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader: (name: string, value: string | number) => {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(helmetOptions(opts))(null as never, recorder as never, () => undefined);
  return Object.freeze({ ...headers, 'permissions-policy': PERMISSIONS_POLICY });
}

declare module 'fastify' {
  interface FastifyInstance {
    /** What every response carries, for answers given outside Fastify's hooks (http/page-door.ts). */
    securityHeaders: Readonly<Record<string, string>>;
  }
}

/**
 * Every response carries the headers: set in an onRequest hook, so error, 404 and 405 answers
 * have them too, and the few requests Fastify answers before any hook get them from the same
 * list (docs/decisions/0017-helmet-without-its-plugin.md).
 */
export default fp<SecurityOptions>(
  async (app: FastifyInstance, opts) => {
    const headers = securityHeaders(opts);
    app.decorate('securityHeaders', headers);
    app.decorate('applySecurityHeaders', (_request: FastifyRequest, reply: FastifyReply) => {
      reply.headers(headers);
    });
    app.addHook('onRequest', (_request, reply, done) => {
      reply.headers(headers);
      done();
    });
  },
  { name: 'security-headers' },
);
