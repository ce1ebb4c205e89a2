import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { preferredEncoding } from '../../src/server/http/compressed.js';
import { sharedEmbeddedSite } from '../helpers/embedded.js';

const site = sharedEmbeddedSite();
let app: FastifyInstance;
beforeAll(() => {
  app = site.app;
});

describe('Accept-Encoding', () => {
  it.each([
    ['br, gzip', 'br'],
    ['gzip, deflate, br;q=0', 'gzip'],
    ['gzip;q=0.5, br;q=0.1', 'gzip'],
    ['gzip;q=0.5, br;q=0.5', 'br'],
    ['identity', null],
    ['', null],
    [undefined, null],
    ['*', 'br'],
    ['*;q=0, gzip', 'gzip'],
    ['GZIP', 'gzip'],
    ['br;q=0, gzip;q=0', null],
    ['br;q=abc', null],
  ] as const)('%j → %s', (header, encoding) => {
    expect(preferredEncoding(header)).toBe(encoding);
  });
});

describe('pages go out compressed, with a strong validator', () => {
  it('sends the same page as brotli, gzip or plain bytes by Accept-Encoding, a quarter of the size or less', async () => {
    const plain = await app.inject({ url: '/en/espana/tables', headers: { 'accept-encoding': 'identity' } });
    const br = await app.inject({ url: '/en/espana/tables', headers: { 'accept-encoding': 'gzip, br' } });
    const gz = await app.inject({ url: '/en/espana/tables', headers: { 'accept-encoding': 'gzip' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(br.headers['content-encoding']).toBe('br');
    expect(gz.headers['content-encoding']).toBe('gzip');
    for (const res of [plain, br, gz]) expect(res.headers.vary).toContain('Accept-Encoding');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    expect(gunzipSync(gz.rawPayload).toString()).toBe(plain.body);
    expect(br.rawPayload.length).toBeLessThanOrEqual(plain.rawPayload.length / 4);
  });

  it('tags each encoding of a page as its own representation, and a client holding any of them gets 304', async () => {
    const tags = await Promise.all(
      ['identity', 'br', 'gzip'].map(async (encoding) =>
        String((await app.inject({ url: '/en/espana/teams', headers: { 'accept-encoding': encoding } })).headers.etag),
      ),
    );
    const [plain, br, gzip] = tags;
    expect(plain).toMatch(/^"[\w-]{27}"$/);
    expect([br, gzip]).toEqual([`${plain!.slice(0, -1)}:br"`, `${plain!.slice(0, -1)}:gzip"`]);
    for (const held of tags) {
      for (const encoding of ['identity', 'br', 'gzip']) {
        const res = await app.inject({
          url: '/en/espana/teams',
          headers: { 'accept-encoding': encoding, 'if-none-match': held },
        });
        expect(res.statusCode).toBe(304);
        expect(res.headers.etag).toBe(tags[['identity', 'br', 'gzip'].indexOf(encoding)]);
      }
    }
  });

  it('answers 304 to a client that holds the page, and the page to one that holds another', async () => {
    const first = await app.inject({ url: '/en/espana/teams' });
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[\w-]{27}"$/);
    const again = await app.inject({ url: '/en/espana/teams', headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(
      (await app.inject({ url: '/en/espana/teams', headers: { 'if-none-match': `"other", ${etag}` } })).statusCode,
    ).toBe(304);
    expect((await app.inject({ url: '/en/espana/teams', headers: { 'if-none-match': '"other"' } })).statusCode).toBe(
      200,
    );
    const share = await app.inject({ url: '/en/espana/teams?utm_source=x', headers: { 'if-none-match': etag } });
    expect(share.statusCode).toBe(304);
  });
});
