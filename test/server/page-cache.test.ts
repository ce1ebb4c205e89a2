import { describe, expect, it } from 'vitest';
import { testApp } from '../helpers/app.js';
import { pageData } from '../helpers/app.js';

describe('rendered pages are cached per path and query', () => {
  it('serves the second request from the cache and a new query renders anew', async () => {
    let t = Date.parse('2026-11-22T12:00:00Z');
    const app = await testApp({}, { clock: () => new Date((t += 1000)) });
    const first = pageData((await app.inject({ url: '/en/espana/faqs' })).body).state.now;
    const second = pageData((await app.inject({ url: '/en/espana/faqs' })).body).state.now;
    const other = pageData((await app.inject({ url: '/en/espana/faqs?page=2' })).body).state.now;
    expect(second).toBe(first);
    expect(other).not.toBe(first);
    const metrics = (await app.metrics.metrics());
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
