import type { AddressInfo } from 'node:net';
import { connect } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp } from '../helpers/app.js';

let app: FastifyInstance;
let port: number;
beforeAll(async () => {
  app = await testApp();
  await app.listen({ port: 0, host: '127.0.0.1' });
  port = (app.server.address() as AddressInfo).port;
});
afterAll(() => app.close());

/** Sends the request line exactly as written: no client library tidies the target first. */
function raw(target: string): Promise<{ status: number; headers: Record<string, string> }> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () =>
      socket.write(`GET ${target} HTTP/1.1\r\nHost: site.test\r\nConnection: close\r\n\r\n`),
    );
    let text = '';
    socket.on('data', (chunk) => (text += chunk.toString('latin1')));
    socket.on('error', reject);
    socket.on('end', () => {
      const [head = ''] = text.split('\r\n\r\n');
      const [statusLine = '', ...lines] = head.split('\r\n');
      const headers = Object.fromEntries(
        lines.map((l) => [l.slice(0, l.indexOf(':')).toLowerCase(), l.slice(l.indexOf(':') + 1).trim()]),
      );
      resolve({ status: Number(statusLine.split(' ')[1]), headers });
    });
  });
}

const SITE = 'http://site.test';

/** Redirect payloads: leading slashes and backslashes, their encodings, and the characters browsers drop. */
const CORPUS = [
  '//evil.example/',
  '///evil.example/',
  '/\\evil.example/',
  '/\\\\evil.example/',
  '\\\\evil.example/',
  '/%2F%2Fevil.example/',
  '/%5Cevil.example/',
  '/%5C%5Cevil.example/',
  '/\t/evil.example/',
  '/\t\t//evil.example/',
  '//\tevil.example/',
  '/./\\evil.example/',
  '//evil.example/en/espana/',
  '//evil.example/?next=/',
  '/\\/evil.example/',
  '//%09/evil.example/',
  '/ /evil.example/',
];

describe('redirects built from the request path stay on the site', () => {
  it.each(CORPUS)('%j', async (target) => {
    const res = await raw(target);
    if (res.status >= 300 && res.status < 400) {
      // WHATWG URL parsing, as a browser does it: tabs dropped, backslashes read as slashes.
      expect(new URL(res.headers.location!, `${SITE}/a/b`).origin).toBe(SITE);
      expect(res.headers['cache-control']).toBeTruthy();
    } else {
      // Tabs, spaces and a target without its leading slash make a request line no server should read.
      expect(res.status).toBe(400);
    }
  });

  it('still removes a trailing slash, keeping the query, for a page address', async () => {
    const res = await raw('/en/espana/tables/?page=2');
    expect(res.status).toBe(301);
    expect(res.headers.location).toBe('/en/espana/tables?page=2');
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
  });

  it('turns //evil.example/ into a path of this site', async () => {
    const res = await raw('//evil.example/');
    expect(res.status).toBe(301);
    expect(res.headers.location).toBe('/evil.example');
  });
});

describe('one address per page: other spellings of a page path redirect to it', () => {
  it.each([
    ['/en/%65spana/tables?season=43', '/en/espana/tables?season=43'],
    ['/en/%65span%61', '/en/espana'],
    ['/es/espana/%63lasificacion', '/es/espana/clasificacion'],
    ['/en/espana/matches/02142-porcinos-fc-vs-jijantes-fc', '/en/espana/matches/2142-porcinos-fc-vs-jijantes-fc'],
    ['/en/espana/players/0115-alejandro-ramirez', '/en/espana/players/115-alejandro-ramirez'],
    ['/en/espana/teams/01-1k-fc?tab=x', '/en/espana/teams/1-1k-fc?tab=x'],
    ['/en/espana/teams/000-1k-fc', '/en/espana/teams/0-1k-fc'],
    // Every difference at once, in one step.
    ['/EN/%65spana/teams/01-1k-fc', '/en/espana/teams/1-1k-fc'],
  ])('%s → %s', async (target, location) => {
    const res = await raw(target);
    expect(res.status).toBe(301);
    expect(res.headers.location).toBe(location);
  });

  it.each([
    '/en/espana/tables',
    '/en/espana/teams/10-1k-fc',
    '/en/espana/teams/0-1k-fc',
    // An escape of a character a path must escape is the page's own spelling, in either case.
    '/ar/mena/news/%D8%A7%D9%84',
    '/ar/mena/news/%d8%a7%d9%84',
  ])('%s is not redirected for its spelling', async (target) => {
    expect((await raw(target)).status).not.toBe(301);
  });
});
