import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompress } from '../../scripts/precompress.js';
import { testApp } from '../helpers/app.js';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const PUBLIC = 'public, max-age=3600, stale-while-revalidate=86400';

let dir: string;
let app: FastifyInstance;
const script = `export const teams = ${JSON.stringify(Array.from({ length: 200 }, (_, i) => ({ id: i, name: `Team ${i}` })))};\n`;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'static-files-'));
  const assets = join(dir, 'assets');
  mkdirSync(join(assets, 'nested'), { recursive: true });
  mkdirSync(join(dir, 'public', 'img'), { recursive: true });
  writeFileSync(join(assets, 'entry-abc.js'), script);
  writeFileSync(join(assets, 'entry-abc.js.map'), JSON.stringify({ version: 3, mappings: 'AAAA;'.repeat(500) }));
  writeFileSync(join(assets, 'nested', 'app-abc.css'), 'body { color: #111; }\n'.repeat(100));
  writeFileSync(join(assets, 'tiny-abc.js'), 'export {};\n');
  writeFileSync(join(assets, 'photo-abc.png'), Buffer.alloc(4096, 7));
  writeFileSync(join(dir, 'public', 'humans.txt'), 'Made in Barcelona\n');
  writeFileSync(join(dir, 'public', 'img', 'mark.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  precompress(assets);
  app = await testApp({}, { files: { assetsDir: assets, publicDir: join(dir, 'public') } });
});
afterAll(async () => {
  await app.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('precompressing the client build', () => {
  it('writes .br and .gz beside compressible files of 1 KB and more, nowhere else', () => {
    const has = (file: string) => existsSync(join(dir, 'assets', file));
    for (const file of ['entry-abc.js', 'entry-abc.js.map', 'nested/app-abc.css'])
      expect([has(`${file}.br`), has(`${file}.gz`)]).toEqual([true, true]);
    for (const file of ['tiny-abc.js', 'photo-abc.png'])
      expect([has(`${file}.br`), has(`${file}.gz`)]).toEqual([false, false]);
  });
});

describe('the client build under /assets', () => {
  const get = (url: string, headers: Record<string, string> = {}) => app.inject({ url, headers });

  it('sends the brotli file to a browser that takes it, with Vary and a year of cache', async () => {
    const res = await get('/assets/entry-abc.js', { 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.headers['content-type']).toMatch(/^(text|application)\/javascript; charset=utf-8$/);
    expect(res.headers['cache-control']).toBe(IMMUTABLE);
    expect(res.rawPayload.length).toBeLessThan(script.length / 4);
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(script);
  });

  it('sends the gzip file when brotli is not accepted', async () => {
    for (const encoding of ['gzip', 'br;q=0, gzip;q=0.8']) {
      const res = await get('/assets/entry-abc.js', { 'accept-encoding': encoding });
      expect(res.headers['content-encoding']).toBe('gzip');
      expect(res.headers.vary).toMatch(/accept-encoding/i);
      expect(gunzipSync(res.rawPayload).toString()).toBe(script);
    }
  });

  it('sends the file as it is without Accept-Encoding, still saying it varies on it', async () => {
    const res = await get('/assets/entry-abc.js');
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.body).toBe(script);
  });

  it('compresses stylesheets in subfolders and source maps, not tiny files or images', async () => {
    expect((await get('/assets/nested/app-abc.css', { 'accept-encoding': 'br' })).headers).toMatchObject({
      'content-encoding': 'br',
      'content-type': 'text/css; charset=utf-8',
    });
    expect((await get('/assets/entry-abc.js.map', { 'accept-encoding': 'br' })).headers['content-encoding']).toBe('br');
    const tiny = await get('/assets/tiny-abc.js', { 'accept-encoding': 'br, gzip' });
    expect([tiny.statusCode, tiny.headers['content-encoding'], tiny.body]).toEqual([200, undefined, 'export {};\n']);
    const png = await get('/assets/photo-abc.png', { 'accept-encoding': 'br, gzip' });
    expect([png.statusCode, png.headers['content-encoding'], png.headers['content-type']]).toEqual([
      200,
      undefined,
      'image/png',
    ]);
  });

  it("names a script's source map in a SourceMap header, compressed or not, and none where there is no map", async () => {
    for (const encoding of ['br', 'gzip', 'identity'])
      expect((await get('/assets/entry-abc.js', { 'accept-encoding': encoding })).headers.sourcemap).toBe(
        'entry-abc.js.map',
      );
    expect((await get('/assets/tiny-abc.js')).headers.sourcemap).toBeUndefined();
    expect((await get('/assets/nested/app-abc.css')).headers.sourcemap).toBeUndefined();
    expect((await get('/img/mark.svg')).headers.sourcemap).toBeUndefined();
  });

  it('answers a matching ETag with 304 and no body, for each encoding', async () => {
    for (const encoding of ['br', 'gzip', 'identity']) {
      const first = await get('/assets/entry-abc.js', { 'accept-encoding': encoding });
      expect(first.headers.etag).toBeTruthy();
      const again = await get('/assets/entry-abc.js', {
        'accept-encoding': encoding,
        'if-none-match': String(first.headers.etag),
      });
      expect(again.statusCode).toBe(304);
      expect(again.body).toBe('');
    }
  });

  it('answers HEAD with the headers alone', async () => {
    const res = await app.inject({ method: 'HEAD', url: '/assets/entry-abc.js' });
    expect([res.statusCode, res.headers['cache-control'], res.body]).toEqual([200, IMMUTABLE, '']);
  });
});

describe('public files', () => {
  it('serves root files and images with an hour of cache, an ETag and 304', async () => {
    for (const url of ['/humans.txt', '/img/mark.svg']) {
      const res = await app.inject({ url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe(PUBLIC);
      expect(res.body).toBe(readFileSync(join(dir, 'public', url)).toString());
      const again = await app.inject({ url, headers: { 'if-none-match': String(res.headers.etag) } });
      expect(again.statusCode).toBe(304);
    }
    expect((await app.inject({ url: '/img/mark.svg' })).headers['content-type']).toBe('image/svg+xml');
  });
});

describe('what is not a file', () => {
  it.each([
    '/assets/missing-abc.js',
    '/assets/',
    '/assets/nested',
    '/assets/nested/',
    '/assets/a//entry-abc.js',
    '/assets/nested%2f..%2fentry-abc.js',
    '/assets/..%2fpublic%2fhumans.txt',
    '/img/missing.png',
    '/img/',
    '/img/.hidden',
  ])('%s is a short 404 that no cache keeps', async (url) => {
    const res = await app.inject({ url });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body).toBe('Not Found');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('answers a null byte in the name with 400, never 500', async () => {
    expect((await app.inject({ url: '/assets/entry-abc.js%00' })).statusCode).toBe(400);
  });

  it('answers other methods on assets with 405', async () => {
    const res = await app.inject({ method: 'POST', url: '/assets/entry-abc.js', payload: 'x' });
    expect([res.statusCode, res.headers.allow]).toEqual([405, 'GET, HEAD']);
  });

  it.each([
    ['/en/stores', 200],
    ['/img', 404],
    ['/assets', 404],
    ['/humans.txt/more', 404],
    ['/security.txt', 404],
    ['/imgs/mark.svg', 404],
  ])('%s stays with the pages', async (url, status) => {
    const res = await app.inject({ url });
    expect(res.statusCode).toBe(status);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
  });
});
