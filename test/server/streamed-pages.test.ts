import { get, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync, constants } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { NOW, pageData, testApp } from '../helpers/app.js';
import { heldUpstream } from '../helpers/held-upstream.js';

/** A team's season lists (staff, squad, matches, statistics): the late parts of its page. */
const SEASON_LISTS = /\/season-data\/\d+\//;
const TEAM = '/en/espana/teams/1-1k-fc';
const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

const open: { close(): Promise<unknown> }[] = [];
afterEach(async () => {
  for (const thing of open.splice(0).reverse()) await thing.close();
});

async function siteOn(hold: RegExp, pageDeadlineMs?: number) {
  const upstream = await heldUpstream(() => NOW, hold);
  open.push(upstream);
  const app: FastifyInstance = await testApp(
    { UPSTREAM_URL: upstream.origin },
    pageDeadlineMs === undefined ? {} : { pageDeadlineMs },
  );
  open.push(app);
  await app.listen({ port: 0, host: '127.0.0.1' });
  return { upstream, app, origin: `http://127.0.0.1:${(app.server.address() as AddressInfo).port}` };
}

/** A response read as it arrives: what has come so far, waiting for some text, or the end. */
function reading(url: string, headers: Record<string, string> = {}) {
  let text = '';
  const wakers = new Set<() => void>();
  let ended = false;
  const response = new Promise<IncomingMessage>((resolve, reject) => {
    get(url, { agent: false, headers: { 'accept-encoding': 'identity', ...headers } }, (res) => {
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        text += chunk;
        for (const wake of wakers) wake();
      });
      res.on('end', () => {
        ended = true;
        for (const wake of wakers) wake();
      });
      resolve(res);
    }).on('error', reject);
  });
  const until = (done: () => boolean) =>
    new Promise<void>((resolve) => {
      const check = () => {
        if (!done()) return;
        wakers.delete(check);
        resolve();
      };
      wakers.add(check);
      check();
    });
  return {
    response,
    /** Resolves once the body so far contains `part`. */
    has: (part: string) => until(() => text.includes(part)),
    ended: () => until(() => ended).then(() => text),
    get text() {
      return text;
    },
  };
}

describe('every page kind with late parts begins before its late calls are answered', () => {
  it.each([
    ['team', TEAM, SEASON_LISTS, '<h1>1K FC</h1>', 'id="team-squad"'],
    ['player', '/en/espana/players/1-ricardo-lopez', /\/season-data\/\d+\/matches/, '</h1>', 'id="player-matches"'],
    ['region home', '/es/espana', /\/season-clusters/, '</h1>', 'class="region-live"'],
    ['statistics', '/en/espana/stats', /\/stats\/first-pages/, 'class="season-picker"', 'id="player-stats"'],
  ])('%s', async (_kind, path, hold, early, late) => {
    const { upstream, origin } = await siteOn(hold);
    const page = reading(origin + path);
    await upstream.arrived;
    await page.has(early);
    expect(page.text).toContain('<link rel="stylesheet"');
    expect(page.text).not.toContain(late);
    upstream.release('answer');
    const whole = await page.ended();
    expect(whole).toContain(late);
    expect(whole.endsWith('</html>')).toBe(true);
  });
});

describe('a page whose late parts are still loading (docs/decisions/0079)', () => {
  it('sends its head and its page up to the late part before the league API answers that part, then the rest in order', async () => {
    const { upstream, origin } = await siteOn(SEASON_LISTS);
    const page = reading(origin + TEAM);
    const res = await page.response;
    await upstream.arrived;
    await page.has('</h1>');
    const early = page.text;
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(early).toMatch(/^<!DOCTYPE html>.*<link rel="stylesheet" href="[^"]+">.*<\/head><body>/s);
    expect(early).toContain('<h1>1K FC</h1>');
    expect(early).not.toContain('id="team-squad"');
    expect(early).not.toContain('</html>');
    upstream.release('answer');
    const whole = await page.ended();
    expect(whole.startsWith(early)).toBe(true);
    expect(whole).toContain('id="team-squad"');
    expect(whole.indexOf('id="team-stats"')).toBeLessThan(whole.indexOf('id="team-matches"'));
    expect(whole.endsWith('</html>')).toBe(true);
    expect(whole).not.toMatch(/\$RC|\$RS|<template/);
    expect(pageData(whole).state.data).toMatchObject({
      sections: { failed: false, value: { coach: expect.any(String) } },
    });
  });

  it('compresses the pieces as they go, for a client that takes brotli', async () => {
    const { upstream, origin } = await siteOn(SEASON_LISTS);
    const bytes: Buffer[] = [];
    const res = await new Promise<IncomingMessage>((resolve, reject) => {
      get(origin + TEAM, { agent: false, headers: { 'accept-encoding': 'br' } }, resolve).on('error', reject);
    });
    res.on('data', (chunk: Buffer) => bytes.push(chunk));
    const first = new Promise((resolve) => res.once('data', resolve));
    await upstream.arrived;
    // The head arrives compressed before the held calls are answered.
    await first;
    expect(
      brotliDecompressSync(Buffer.concat(bytes), { finishFlush: constants.BROTLI_OPERATION_FLUSH }).toString(),
    ).toContain('<link rel="stylesheet"');
    upstream.release('answer');
    await new Promise((resolve) => res.on('end', resolve));
    expect(res.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(Buffer.concat(bytes)).toString()).toMatch(/id="team-squad".*<\/html>$/s);
  });

  it('keeps the finished document: the next visitor gets the same bytes, whole, with a validator', async () => {
    const { upstream, origin } = await siteOn(SEASON_LISTS);
    const first = reading(origin + TEAM);
    await upstream.arrived;
    upstream.release('answer');
    const streamed = await first.ended();
    const again = reading(origin + TEAM);
    const res = await again.response;
    expect(await again.ended()).toBe(streamed);
    expect(res.headers['cache-control']).toMatch(/s-maxage/);
    expect(res.headers.etag).toBeDefined();
  });

  it('says so in place when a late part fails after the page began, marks it noindex and does not keep it', async () => {
    const { upstream, origin } = await siteOn(SEASON_LISTS);
    const first = reading(origin + TEAM);
    await upstream.arrived;
    await first.has('</h1>');
    upstream.release('fail');
    const whole = await first.ended();
    expect((await first.response).statusCode).toBe(200);
    expect(whole).toContain('<meta name="robots" content="noindex">');
    expect(whole).toMatch(/<h2 id="team-squad" class="section-title">[^<]*<\/h2><p class="notice">/);
    expect(whole.endsWith('</html>')).toBe(true);
    // Not kept: the next visitor gets the page made again, whole now that the API answers.
    upstream.heal();
    const again = await reading(origin + TEAM).ended();
    expect(again).not.toContain('noindex');
    expect(again).toContain('<h2 id="team-squad" class="section-title">Squad</h2><div class="shell-part">');
  });

  it('closes a late part still open at the page deadline as failed: the page ends, says so, and is not kept', async () => {
    const { upstream, origin } = await siteOn(SEASON_LISTS, 400);
    const page = reading(origin + TEAM);
    await upstream.arrived;
    // The held calls are never answered within the page's time.
    const whole = await page.ended();
    expect(whole).toContain('<meta name="robots" content="noindex">');
    expect(whole).toMatch(/<h2 id="team-squad" class="section-title">[^<]*<\/h2><p class="notice">/);
    expect(whole.endsWith('</html>')).toBe(true);
  });

  it('gives a crawler the whole page in one piece, and keeps it', async () => {
    const { upstream, origin } = await siteOn(SEASON_LISTS);
    const bot = reading(origin + TEAM, { 'user-agent': GOOGLEBOT });
    await upstream.arrived;
    upstream.release('answer');
    const res = await bot.response;
    const whole = await bot.ended();
    expect(res.headers.etag).toBeDefined();
    expect(res.headers['cache-control']).toMatch(/s-maxage/);
    expect(whole).toContain('id="team-squad"');
    expect(whole).not.toMatch(/\$RC|\$RS|<template/);
  });

  it('waits for all its data while the league API has just failed: a last good copy or a 503 stays possible', async () => {
    const { upstream, app, origin } = await siteOn(SEASON_LISTS);
    // A call that fails: the league API is not to be counted on for a while.
    upstream.release('fail');
    expect((await app.inject({ url: '/en/espana/tables' })).statusCode).toBe(503);
    upstream.heal();
    const page = reading(origin + TEAM);
    const res = await page.response;
    expect(res.headers['cache-control']).not.toBe('no-store');
    expect(res.headers.etag).toBeDefined();
    expect(await page.ended()).toContain('id="team-squad"');
  });
});
