import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { request } from 'undici';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { doorThenFastify } from '../../src/server/http/page-door.js';
import { embeddedSite } from '../helpers/embedded.js';

/** Headers that differ between any two answers, whoever gives them. */
const PER_RESPONSE = new Set(['date', 'x-request-id', 'connection', 'keep-alive', 'transfer-encoding']);

let app: FastifyInstance;
let origin: string;
let throughFastify = 0;
const lines: Record<string, unknown>[] = [];
const waiting = new Set<() => void>();

/** The first log line that passes `test`, as soon as it is written. */
function logLine(test: (line: Record<string, unknown>) => boolean): Promise<Record<string, unknown>> {
  return new Promise((resolve) => {
    const check = () => {
      const found = lines.find(test);
      if (!found) return;
      waiting.delete(check);
      resolve(found);
    };
    waiting.add(check);
    check();
  });
}

beforeAll(async () => {
  const stream = new Writable({
    write(chunk, _enc, done) {
      lines.push(JSON.parse(String(chunk)));
      for (const check of waiting) check();
      done();
    },
  });
  app = await embeddedSite({}, { logger: { level: 'info', stream } });
  app.addHook('onRequest', (_request, _reply, done) => {
    throughFastify++;
    done();
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  origin = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}, 30_000);
afterAll(() => app.close());

/** Over the network, bytes as sent (no decompression). */
async function fetchRaw(url: string, headers: Record<string, string> = {}) {
  const res = await request(origin + url, { headers });
  const body = Buffer.from(await res.body.arrayBuffer());
  return { status: res.statusCode, headers: res.headers as Record<string, string>, body };
}

const comparable = (headers: Record<string, unknown>) =>
  Object.fromEntries(
    Object.entries(headers)
      .filter(([name]) => !PER_RESPONSE.has(name))
      .sort(),
  );

describe('a fresh page-cache hit is answered before Fastify, exactly as Fastify answers it', () => {
  it.each([
    ['/en/espana/tables', {}],
    ['/en/espana/tables', { 'accept-encoding': 'br' }],
    ['/en/espana/tables', { 'accept-encoding': 'gzip, deflate' }],
    ['/es/espana/clasificacion?utm_source=share&fbclid=1', { 'accept-encoding': 'gzip, br' }],
    ['/en/espana/teams/1-wrong-name?utm_source=x', {}],
    ['/en/espana/no-such-page', {}],
  ])('%s %j', async (url, headers) => {
    const viaFastify = await app.inject({ url, headers });
    const before = throughFastify;
    const viaDoor = await fetchRaw(url, headers);
    expect(throughFastify).toBe(before);
    expect(viaDoor.status).toBe(viaFastify.statusCode);
    expect(comparable(viaDoor.headers)).toEqual(comparable(viaFastify.headers));
    expect(viaDoor.body.equals(viaFastify.rawPayload)).toBe(true);
  });

  it('answers 304 to a client holding the page, with the same headers', async () => {
    const page = await app.inject({ url: '/en/espana/matches' });
    const headers = { 'if-none-match': String(page.headers.etag) };
    const viaFastify = await app.inject({ url: '/en/espana/matches', headers });
    const before = throughFastify;
    const viaDoor = await fetchRaw('/en/espana/matches', headers);
    expect(throughFastify).toBe(before);
    expect([viaDoor.status, viaFastify.statusCode]).toEqual([304, 304]);
    expect(comparable(viaDoor.headers)).toEqual(comparable(viaFastify.headers));
    expect(viaDoor.body.length).toBe(0);
  });

  it('compresses on first demand: an encoding not made yet is made once, then kept', async () => {
    await app.inject({ url: '/en/espana/teams', headers: { 'accept-encoding': 'identity' } });
    const first = await fetchRaw('/en/espana/teams', { 'accept-encoding': 'br' });
    const again = await fetchRaw('/en/espana/teams', { 'accept-encoding': 'br' });
    expect(first.headers['content-encoding']).toBe('br');
    expect(again.body.equals(first.body)).toBe(true);
  });

  it('keeps the request id a proxy gave, or makes one, and logs and counts the request', async () => {
    await app.inject({ url: '/en/espana' });
    const before = throughFastify;
    const given = await fetchRaw('/en/espana', { 'x-request-id': 'edge-42' });
    const made = await fetchRaw('/en/espana', { 'x-request-id': 'not valid!' });
    expect(given.headers['x-request-id']).toBe('edge-42');
    expect(made.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(throughFastify).toBe(before);
    const line = await logLine((l) => l.reqId === 'edge-42');
    expect(line).toMatchObject({
      msg: 'request',
      method: 'GET',
      url: '/en/espana',
      route: 'region___en',
      status: 200,
      htmlCache: 'hit',
    });
    const metrics = await app.metrics.getSingleMetricAsString('http_requests_total');
    expect(metrics).toMatch(/route="region___en",status="200"} [2-9]/);
  });

  it.each([
    ['a page not kept yet', 'GET', '/en/espana/players'],
    ['a HEAD request', 'HEAD', '/en/espana/tables'],
    ['a path without a language', 'GET', '/'],
    ['an unknown method', 'DELETE', '/en/espana/tables'],
  ])('leaves %s to Fastify', async (_name, method, url) => {
    await app.inject({ url: '/en/espana/tables' });
    const before = throughFastify;
    const res = await request(origin + url, { method: method as 'GET' });
    await res.body.arrayBuffer();
    expect(throughFastify).toBe(before + 1);
  });
});

describe('a door that fails', () => {
  const fakeRes = (headersSent: boolean) => ({
    headersSent,
    destroyed: false,
    destroy() {
      this.destroyed = true;
    },
  });

  it('hands the request to Fastify when nothing was sent, and reports the failure', () => {
    const errors: unknown[] = [];
    const handled: unknown[] = [];
    const res = fakeRes(false);
    const serve = doorThenFastify(
      () => () => {
        throw new Error('broken');
      },
      (req) => handled.push(req),
      (e) => errors.push(e),
    );
    serve({ url: '/en' } as never, res as never);
    expect(handled).toHaveLength(1);
    expect(errors).toHaveLength(1);
    expect(res.destroyed).toBe(false);
  });

  it('closes the connection when part of the answer was already sent', () => {
    const handled: unknown[] = [];
    const res = fakeRes(true);
    doorThenFastify(
      () => () => {
        throw new Error('broken');
      },
      (req) => handled.push(req),
      () => undefined,
    )({ url: '/en' } as never, res as never);
    expect(handled).toHaveLength(0);
    expect(res.destroyed).toBe(true);
  });
});
