import { connect } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp } from '../helpers/app.js';

let app: FastifyInstance;
let port: number;
beforeAll(async () => {
  app = await testApp();
  await app.listen({ port: 0, host: '127.0.0.1' });
  port = (app.server.address() as { port: number }).port;
});
afterAll(() => app.close());

/** Sends raw bytes, as a fuzzer does, and reads the whole answer until the server closes. */
function raw(request: string): Promise<{ status: number; headers: Record<string, string>; body: string }> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('close', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const [head = '', ...rest] = text.split('\r\n\r\n');
      const [statusLine = '', ...lines] = head.split('\r\n');
      const headers = Object.fromEntries(
        lines.map((line) => [line.slice(0, line.indexOf(':')).toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]),
      );
      resolve({ status: Number(statusLine.split(' ')[1]), headers, body: rest.join('\r\n\r\n') });
    });
    socket.end(request);
  });
}

describe('requests Node cannot read: the site headers and its error page', () => {
  it.each([
    ['a 70 KB header', 431, `GET /en HTTP/1.1\r\nHost: localhost\r\nX-Big: ${'a'.repeat(70_000)}\r\n\r\n`],
    ['a header line without a colon', 400, 'GET /en HTTP/1.1\r\nHost: localhost\r\nBroken header line\r\n\r\n'],
    ['a request line that is not HTTP', 400, 'NONSENSE\r\n\r\n'],
  ])('%s → %i', async (_name, status, request) => {
    const res = await raw(request);
    expect(res.status).toBe(status);
    expect(res.headers).toMatchObject({
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'no-store',
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'DENY',
      'strict-transport-security': 'max-age=31536000; includeSubDomains',
    });
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(Buffer.byteLength(res.body)).toBe(Number(res.headers['content-length']));
    expect(res.body).toMatch(/^<!doctype html>/i);
    expect(res.body).toContain(`${status}`);
    expect(res.body).toContain('<meta name="robots" content="noindex');
  });

  it('answers 405 for another method, kept by no cache', async () => {
    const res = await app.inject({ method: 'POST', url: '/en/espana' });
    expect(res.statusCode).toBe(405);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers.allow).toBe('GET, HEAD');
  });
});
