import { describe, expect, it } from 'vitest';
import { HtmlCache } from '../../src/server/render/html-cache.js';
import { testApp } from '../helpers/app.js';
import { pageData } from '../helpers/app.js';

const page = (body: string, freshMs = 1000) => ({ route: 'r', status: 200, body: Buffer.from(body), cacheControl: 'x', freshMs });

describe('HtmlCache', () => {
  it('serves fresh, then stale, then nothing', () => {
    let now = 0;
    const cache = new HtmlCache({ maxBytes: 10_000, staleMs: 5000, now: () => now });
    cache.set('k', page('a'));
    expect(cache.get('k')).toMatchObject({ fresh: true });
    now = 3000;
    expect(cache.get('k')).toMatchObject({ fresh: false });
    now = 7000;
    expect(cache.get('k')).toBeUndefined();
    expect([cache.hits, cache.stale, cache.misses]).toEqual([1, 1, 1]);
  });

  it('runs one refresh per key at a time', async () => {
    const cache = new HtmlCache({ maxBytes: 10_000, staleMs: 5000 });
    let runs = 0;
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    for (let i = 0; i < 10; i++) cache.refresh('k', async () => { runs++; await gate; });
    expect(runs).toBe(1);
    release();
    await gate;
    await new Promise((r) => setTimeout(r, 0));
    cache.refresh('k', async () => { runs++; });
    expect(runs).toBe(2);
  });

  it('stays within its byte bound', () => {
    const cache = new HtmlCache({ maxBytes: 5000, staleMs: 0 });
    for (let i = 0; i < 100; i++) cache.set(`k${i}`, page('x'.repeat(1000)));
    expect(cache.size).toBeLessThanOrEqual(5);
  });
});

describe('rendered pages are cached per path and query', () => {
  it('serves the second request from the cache and a new query renders anew', async () => {
    let t = Date.parse('2026-11-22T12:00:00Z');
    const app = await testApp({}, { clock: () => new Date((t += 1000)) });
    const first = pageData((await app.inject({ url: '/en/espana/faqs' })).body).state.now;
    const second = pageData((await app.inject({ url: '/en/espana/faqs' })).body).state.now;
    const other = pageData((await app.inject({ url: '/en/espana/faqs?page=2' })).body).state.now;
    expect(second).toBe(first);
    expect(other).not.toBe(first);
    const metrics = (await app.inject({ url: '/metrics' })).body;
    expect(metrics).toContain('html_cache_lookups{outcome="hit"} 1');
    await app.close();
  });

  it('never caches the health page', async () => {
    let t = Date.parse('2026-11-22T12:00:00Z');
    const app = await testApp({}, { clock: () => new Date((t += 1000)) });
    const a = pageData((await app.inject({ url: '/en/_health' })).body).state.now;
    const b = pageData((await app.inject({ url: '/en/_health' })).body).state.now;
    expect(a).not.toBe(b);
    await app.close();
  });
});
