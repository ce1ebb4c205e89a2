import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { CONTEXTS, type WebContext } from '../../shared/config/contexts.js';

export interface AppManifestOptions {
  context: WebContext;
  publicDir: string;
}

const CACHE = 'public, max-age=86400';

/** The web app manifest of this context's site: its name, colours and icons, to add it to a home screen. */
export function appManifest(context: WebContext): object {
  const site = CONTEXTS[context];
  const mark = context === 'kings' ? 'kl' : 'ql';
  return {
    name: site.title,
    short_name: site.title,
    start_url: '/',
    scope: '/',
    display: 'standalone',
    background_color: site.themeColor,
    theme_color: site.themeColor,
    icons: [
      { src: site.icons.favicon, type: 'image/svg+xml', sizes: 'any' },
      { src: `/img/icon-${mark}-192.png`, type: 'image/png', sizes: '192x192' },
      { src: `/img/icon-${mark}-512.png`, type: 'image/png', sizes: '512x512' },
      { src: `/img/icon-${mark}-512.png`, type: 'image/png', sizes: '512x512', purpose: 'maskable' },
    ],
  };
}

/**
 * `/manifest.webmanifest` and `/favicon.ico`, which browsers and crawlers ask for at the root
 * whatever the page says; both differ between the Kings and the Queens site.
 */
export default fp<AppManifestOptions>(async (app: FastifyInstance, opts) => {
  const manifest = JSON.stringify(appManifest(opts.context));
  const iconFile = join(opts.publicDir, 'img', `favicon-${opts.context === 'kings' ? 'kl' : 'ql'}.ico`);
  let icon: Promise<Buffer | null> | null = null;
  app.get('/manifest.webmanifest', async (request, reply) => {
    request.routeName = 'manifest';
    return reply.type('application/manifest+json').header('cache-control', CACHE).send(manifest);
  });
  app.get('/favicon.ico', async (request, reply) => {
    request.routeName = 'favicon';
    icon ??= readFile(iconFile).catch(() => null);
    const bytes = await icon;
    if (!bytes) return app.sendErrorPage(request, reply, 404);
    return reply.type('image/x-icon').header('cache-control', CACHE).send(bytes);
  });
});
