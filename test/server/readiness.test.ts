import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDataLayer } from '../../src/server/data/index.js';
import { FEWEST_ANSWERS } from '../../src/server/recent-answers.js';
import { startEmbeddedUpstream } from '../../src/upstream/embedded.js';
import { NOW, testApp } from '../helpers/app.js';
import { ANCHOR } from '../helpers/embedded.js';
import { switchableUpstream } from '../helpers/switchable-upstream.js';

const clock = () => NOW;
let upstream: Awaited<ReturnType<typeof switchableUpstream>>;
beforeAll(async () => {
  upstream = await switchableUpstream(clock);
});
afterAll(() => upstream.close());

describe('readiness: this instance can serve pages', () => {
  it('is not ready cold while the league API cannot be reached; liveness does not care', async () => {
    upstream.set('stopped');
    const app = await testApp({ UPSTREAM_URL: upstream.origin }, { clock });
    const res = await app.inject({ url: '/readyz' });
    expect(res.statusCode).toBe(503);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json()).toMatchObject({
      status: 'not-ready',
      upstream: 'down',
      cachedResponses: 0,
      lastUpstreamSuccess: null,
    });
    expect((await app.inject({ url: '/healthz' })).statusCode).toBe(200);
    await app.close();
  });

  it('is ready while the API answers, and stays ready on its warm caches when the API goes down, saying so', async () => {
    upstream.set('healthy');
    let t = NOW.getTime();
    const data = createDataLayer({ origin: upstream.origin, cmsUrl: null, context: 'kings', now: () => t });
    const app = await testApp({ UPSTREAM_URL: upstream.origin }, { clock, data });
    expect((await app.inject({ url: '/readyz' })).json()).toMatchObject({ status: 'ready', upstream: 'up' });
    expect((await app.inject({ url: '/en/espana/tables' })).statusCode).toBe(200);
    upstream.set('stopped');
    // Past the few seconds a probe's answer is reused.
    t += 6000;
    const later = await app.inject({ url: '/readyz' });
    expect(later.statusCode).toBe(200);
    expect(later.json()).toMatchObject({ status: 'ready', upstream: 'down' });
    expect(later.json().cachedResponses).toBeGreaterThan(0);
    expect(later.json().lastUpstreamSuccess).toBe(new Date(NOW.getTime()).toISOString());
    await app.close();
    upstream.set('healthy');
  });
});

describe('the status page tells the truth', () => {
  it('names the league API as unreachable, its last failure and success, the caches and the version', async () => {
    upstream.set('healthy');
    const app = await testApp({ UPSTREAM_URL: upstream.origin }, { clock });
    expect((await app.inject({ url: '/en/espana/tables' })).statusCode).toBe(200);
    const up = await app.inject({ url: '/en/_health' });
    expect(up.body).toContain('All systems are working.');
    expect(up.body).toContain('Reachable');
    upstream.set('stopped');
    await app.inject({ url: '/en/espana/teams/1-1k-fc' });
    const down = await app.inject({ url: '/en/_health' });
    expect(down.statusCode).toBe(200);
    expect(down.headers['cache-control']).toBe('no-store');
    expect(down.body).toContain('<meta name="robots" content="noindex">');
    expect(down.body).toContain('The league API cannot be reached');
    expect(down.body).not.toContain('All systems are working.');
    expect(down.body).toMatch(/Not reachable \((network|timeout|other)\)/);
    expect(down.body).toMatch(/Last successful call<\/dt><dd><time dateTime="\d{4}-/);
    expect(down.body).toMatch(/League data held<\/dt><dd>\d+ entries/);
    expect(down.body).toMatch(/Version<\/dt><dd>\d+\.\d+\.\d+/);
    await app.close();
    upstream.set('healthy');
  });

  it('says so when no league API is configured, instead of claiming all is well', async () => {
    const app = await testApp({}, { clock });
    const res = await app.inject({ url: '/en/_health' });
    expect(res.body).toContain('No league API is configured.');
    expect(res.body).not.toContain('All systems are working.');
    await app.close();
  });
});

describe('readiness follows the pages this instance could serve', () => {
  it('is not ready while most pages of the last minute were 503s, whatever its caches hold', async () => {
    upstream.set('healthy');
    let t = NOW.getTime();
    const data = createDataLayer({ origin: upstream.origin, cmsUrl: null, context: 'kings', now: () => t });
    const app = await testApp({ UPSTREAM_URL: upstream.origin }, { clock, data });
    expect((await app.inject({ url: '/en/espana/tables' })).statusCode).toBe(200);
    upstream.set('stopped');
    t += 6000;
    // A kept page still answers, and one answer is too few to judge by.
    expect((await app.inject({ url: '/en/espana/tables' })).statusCode).toBe(200);
    expect((await app.inject({ url: '/readyz' })).statusCode).toBe(200);
    for (let i = 0; i < FEWEST_ANSWERS; i++) {
      expect((await app.inject({ url: '/en/italia/tables' })).statusCode).toBe(503);
    }
    const ready = await app.inject({ url: '/readyz' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toMatchObject({
      status: 'not-ready',
      upstream: 'down',
      recentPages: { answers: FEWEST_ANSWERS + 2, unavailable: FEWEST_ANSWERS },
    });
    expect(ready.json().cachedResponses).toBeGreaterThan(0);
    await app.close();
    upstream.set('healthy');
  });
});

describe('a page has one deadline for all its calls', () => {
  it('answers 503 past it, and the page once its slow calls have filled the cache', async () => {
    const slow = await startEmbeddedUpstream({
      anchor: ANCHOR,
      clock,
      env: {},
      faults: { rules: [{ path: '/api/**', latencyMs: 400 }] },
    });
    const app = await testApp({ UPSTREAM_URL: slow.origin }, { clock, pageDeadlineMs: 100 });
    const first = await app.inject({ url: '/en/espana/tables' });
    expect(first.statusCode).toBe(503);
    expect(first.headers).toMatchObject({ 'cache-control': 'no-store', 'retry-after': '30' });
    await expect
      .poll(async () => (await app.inject({ url: '/en/espana/tables' })).statusCode, { timeout: 20_000, interval: 250 })
      .toBe(200);
    await app.close();
    await slow.close();
  }, 30_000);
});
