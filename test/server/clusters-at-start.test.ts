import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { NOW, testApp } from '../helpers/app.js';
import { countingUpstream } from '../helpers/counting-upstream.js';

const clock = () => NOW;
let upstream: Awaited<ReturnType<typeof countingUpstream>>;
beforeAll(async () => {
  upstream = await countingUpstream(clock);
}, 60_000);
afterAll(() => upstream.close());

const clusterCalls = () => upstream.calls.filter((path) => path.includes('/season-clusters'));

describe("a replica's first league call", () => {
  it('is made as the site is set up, and its first page reads it from the cache', async () => {
    upstream.calls.length = 0;
    const app = await testApp({ UPSTREAM_URL: upstream.origin }, { clock, readClustersAtStart: true });
    await vi.waitFor(() => expect(clusterCalls()).toHaveLength(1));
    const page = await app.inject('/es/espana/clasificacion');
    expect(page.statusCode).toBe(200);
    expect(clusterCalls()).toHaveLength(1);
    await app.close();
  });

  it('is not made by a site built without it (the tests that count calls)', async () => {
    upstream.calls.length = 0;
    const app = await testApp({ UPSTREAM_URL: upstream.origin }, { clock });
    await app.ready();
    expect(upstream.calls).toEqual([]);
    await app.close();
  });

  it('failing, leaves the site to start and its first page to ask again', async () => {
    const app = await testApp({ UPSTREAM_URL: 'http://127.0.0.1:9' }, { clock, readClustersAtStart: true });
    await app.ready();
    const page = await app.inject('/es/espana/clasificacion');
    expect(page.statusCode).toBe(503);
    await app.close();
  });
});
