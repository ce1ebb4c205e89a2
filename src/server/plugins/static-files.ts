import { existsSync, readdirSync } from 'node:fs';
import { basename, join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

export interface StaticOptions {
  /** Content-hashed client build, with `.br` and `.gz` siblings written by scripts/build.ts. */
  assetsDir: string;
  /** Files served as they are (images, robots.txt). */
  publicDir: string;
}

const IMMUTABLE = 'public, max-age=31536000, immutable';
const PUBLIC = 'public, max-age=3600, stale-while-revalidate=86400';

interface FolderOptions {
  root: string;
  cacheControl: string;
  preCompressed: boolean;
  /** Scripts with a source map beside them: the client build's. */
  mapped?: boolean;
}

/** A missing file is a short text answer that no cache keeps: the HTML 404 screen is for pages. */
function missing(request: FastifyRequest, reply: FastifyReply) {
  reply.header('cache-control', 'no-store').type('text/plain; charset=utf-8');
  if (request.method !== 'GET' && request.method !== 'HEAD')
    return reply.code(405).header('allow', 'GET, HEAD').send('Method Not Allowed');
  return reply.code(404).send('Not Found');
}

/**
 * A production script names its source map in a header rather than in a last comment line, which
 * every file would carry in its first load (scripts/client-bundle.ts). `path` may be that of the
 * script's compressed copy; the message chunks have no map. The build's files never change while
 * it is served, so each answer is worked out once.
 */
const sourceMaps = new Map<string, string | null>();
function sourceMapOf(path: string): string | null {
  let map = sourceMaps.get(path);
  if (map === undefined) {
    const script = path.replace(/\.(br|gz)$/, '');
    map = script.endsWith('.js') && existsSync(`${script}.map`) ? `${basename(script)}.map` : null;
    sourceMaps.set(path, map);
  }
  return map;
}

function sendOptions({ root, cacheControl, preCompressed, mapped = false }: FolderOptions) {
  return {
    root,
    preCompressed,
    index: false,
    decorateReply: false,
    // @fastify/send would write only max-age and immutable; the public files need stale-while-revalidate too.
    cacheControl: false,
    setHeaders: (reply: FastifyReply, path: string) => {
      reply.header('cache-control', cacheControl);
      const map = mapped ? sourceMapOf(path) : null;
      if (map) reply.header('sourcemap', map);
    },
  } as const;
}

/** Everything under the prefix of the scope it is registered in, with that scope's own 404. */
async function folder(app: FastifyInstance, opts: FolderOptions) {
  await app.register(fastifyStatic, sendOptions(opts));
  app.setNotFoundHandler(missing);
  // @fastify/static refuses a directory or a path with `//` or `..` with a 403: for a visitor
  // that is a file that is not there. Anything else is the site's error handler's to answer.
  app.setErrorHandler((error: Error & { statusCode?: number }, request, reply) => {
    if (error.statusCode === 403) return missing(request, reply);
    throw error;
  });
}

/**
 * The client build under /assets, images under /img, and any other file of the public folder (it
 * holds none today: robots.txt and the icons have routes of their own) on its own route, so no
 * wildcard takes a page path from the pages' catch-all route.
 */
export default async function staticFiles(app: FastifyInstance, opts: StaticOptions) {
  await app.register(folder, {
    prefix: '/assets',
    root: opts.assetsDir,
    cacheControl: IMMUTABLE,
    preCompressed: true,
    mapped: true,
  });
  await app.register(folder, {
    prefix: '/img',
    root: join(opts.publicDir, 'img'),
    cacheControl: PUBLIC,
    preCompressed: false,
  });
  // Listed only when there is something besides the images: the listing loads glob.
  if (readdirSync(opts.publicDir).some((name) => name !== 'img'))
    await app.register(fastifyStatic, {
      ...sendOptions({ root: opts.publicDir, cacheControl: PUBLIC, preCompressed: false }),
      wildcard: false,
      globIgnore: ['img/**'],
    });
}
