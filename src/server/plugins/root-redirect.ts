import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { detectLanguage, LOCALE_COOKIE } from '../../shared/i18n/detect.js';

export interface RootOptions {
  rootRedirect: string | null;
}

/** Language detection happens only on `/`: cookie, Accept-Language, then es; ROOT_REDIRECT overrides. */
export default fp<RootOptions>(
  async (app: FastifyInstance, opts) => {
    app.get('/', async (request, reply) => {
      request.routeName = 'root';
      if (opts.rootRedirect) return reply.header('cache-control', 'no-store').redirect(opts.rootRedirect, 302);
      const lang = detectLanguage(request.cookies[LOCALE_COOKIE], request.headers['accept-language']);
      return reply
        .header('vary', 'Cookie, Accept-Language')
        .header('cache-control', 'private, no-cache')
        .redirect(`/${lang}`, 302);
    });
  },
  { name: 'root-redirect', dependencies: ['@fastify/cookie'] },
);
