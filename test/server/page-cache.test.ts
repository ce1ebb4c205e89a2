import { describe, expect, it } from 'vitest';
import { pageData, testApp } from '../helpers/app.js';
import { embeddedSite } from '../helpers/embedded.js';

describe('rendered pages are cached per path and the query parameters the page reads', () => {
  it('serves a share link from the cache, and renders a query the page reads anew', async () => {
    let t = Date.parse('2026-11-22T12:00:00Z');
    const app = await embeddedSite({}, {}, () => new Date((t += 1000)));
    const rendered = async (url: string) => pageData((await app.inject({ url })).body).state.now;
    const first = await rendered('/en/espana/tables');
    for (const share of [
      '/en/espana/tables',
      '/en/espana/tables?utm_source=x',
      '/en/espana/tables?fbclid=1&gclid=2',
      '/en/espana/tables?x=%%',
      '/en/espana/tables?page=9',
    ]) {
      expect(await rendered(share), share).toBe(first);
    }
    const season = await rendered('/en/espana/tables?season=13');
    expect(season).not.toBe(first);
    expect(await rendered('/en/espana/tables?utm_medium=y&season=13')).toBe(season);
    expect(await app.metrics.metrics()).toContain('html_cache_lookups{outcome="hit"} 6');
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
