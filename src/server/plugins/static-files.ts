import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { extname, join, relative, sep } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8', '.css': 'text/css; charset=utf-8', '.map': 'application/json',
  '.json': 'application/json', '.svg': 'image/svg+xml', '.png': 'image/png', '.jpg': 'image/jpeg', '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8', '.webmanifest': 'application/manifest+json', '.woff2': 'font/woff2',
};
const COMPRESSIBLE = new Set(['.js', '.css', '.svg', '.json', '.txt', '.map']);

interface StaticFile {
  body: Buffer;
  gzip: Buffer | null;
  type: string;
  etag: string;
  cacheControl: string;
}

function walk(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? walk(path) : [path];
  });
}

function load(dir: string, urlPrefix: string, cacheControl: string, into: Map<string, StaticFile>) {
  for (const file of walk(dir)) {
    const ext = extname(file);
    const type = TYPES[ext];
    if (!type) continue;
    const body = readFileSync(file);
    const gzip = COMPRESSIBLE.has(ext) && body.length > 1024 ? gzipSync(body, { level: 9 }) : null;
    const url = urlPrefix + relative(dir, file).split(sep).join('/');
    into.set(url, { body, gzip, type, etag: `"${createHash('sha1').update(body).digest('base64url').slice(0, 20)}"`, cacheControl });
  }
}

export interface StaticOptions {
  /** Content-hashed client build: cached for a year. */
  assetsDir: string;
  /** Files served as they are (images, robots.txt). */
  publicDir: string;
}

/** Serves the client build and public files from memory: they are few, small and read on every page. */
export default fp<StaticOptions>(async (app: FastifyInstance, opts) => {
  const files = new Map<string, StaticFile>();
  load(opts.assetsDir, '/assets/', 'public, max-age=31536000, immutable', files);
  load(opts.publicDir, '/', 'public, max-age=3600, stale-while-revalidate=86400', files);

  const serve = (request: FastifyRequest, reply: FastifyReply) => {
    const path = request.url.split('?', 1)[0]!;
    const file = files.get(path);
    if (!file) return reply.code(404).type('text/plain; charset=utf-8').header('cache-control', 'no-store').send('Not Found');
    reply.header('content-type', file.type).header('cache-control', file.cacheControl).header('etag', file.etag).header('vary', 'Accept-Encoding');
    if (request.headers['if-none-match'] === file.etag) return reply.code(304).send();
    if (file.gzip && /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''))) {
      return reply.header('content-encoding', 'gzip').send(file.gzip);
    }
    return reply.send(file.body);
  };
  app.get('/assets/*', serve);
  app.get('/img/*', serve);
  for (const path of files.keys()) if (!path.startsWith('/assets/') && !path.startsWith('/img/')) app.get(path, serve);
}, { name: 'static-files' });
