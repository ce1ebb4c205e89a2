import { describe, expect, it } from 'vitest';
import { DataCache } from '../../../src/server/data/cache.js';
import type { CachePolicy } from '../../../src/server/data/policies.js';
import { NotFoundError, UpstreamError } from '../../../src/server/errors.js';

const POLICY: CachePolicy = { ttlMs: 1000, staleWhileRevalidateMs: 2000, staleIfErrorMs: 10_000 };

function setup() {
  let now = 0;
  const cache = new DataCache({ now: () => now, maxBytes: 100_000 });
  let loads = 0;
  const load = (value: string) => async () => { loads++; return { value, bytes: value.length }; };
  return { cache, load, loads: () => loads, at: (t: number) => { now = t; } };
}

describe('DataCache', () => {
  it('serves fresh, then stale while refreshing, then loads again', async () => {
    const { cache, load, loads, at } = setup();
    expect(await cache.get('k', POLICY, load('a'))).toEqual({ value: 'a', outcome: 'miss' });
    at(900);
    expect(await cache.get('k', POLICY, load('b'))).toEqual({ value: 'a', outcome: 'hit' });
    at(2000);
    expect(await cache.get('k', POLICY, load('b'))).toEqual({ value: 'a', outcome: 'stale' });
    await Promise.resolve();
    expect(await cache.get('k', POLICY, load('c'))).toMatchObject({ value: 'b' });
    expect(loads()).toBe(2);
    expect(cache.stats).toMatchObject({ miss: 1, hit: 2, stale: 1, refresh: 1 });
  });

  it('serves a value older than the revalidation window when the upstream fails', async () => {
    const { cache, load, at } = setup();
    await cache.get('k', POLICY, load('a'));
    at(8000);
    const failing = async () => { throw new UpstreamError('HTTP 503', '/k', 503); };
    expect(await cache.get('k', POLICY, failing)).toEqual({ value: 'a', outcome: 'stale-if-error' });
    at(11_500);
    await expect(cache.get('k', POLICY, failing)).rejects.toThrow('HTTP 503');
  });

  it('does not serve an old value over a 404', async () => {
    const { cache, load, at } = setup();
    await cache.get('k', POLICY, load('a'));
    at(5000);
    await expect(cache.get('k', POLICY, async () => { throw new NotFoundError('Team not found'); })).rejects.toThrow('Team not found');
  });

  it('never stores a failure', async () => {
    const { cache, load, loads } = setup();
    await expect(cache.get('k', POLICY, async () => { throw new UpstreamError('bad shape', '/k'); })).rejects.toThrow();
    expect(await cache.get('k', POLICY, load('a'))).toEqual({ value: 'a', outcome: 'miss' });
    expect(loads()).toBe(1);
  });

  it('shares one load between concurrent misses', async () => {
    const { cache } = setup();
    let loads = 0;
    const slow = async () => { loads++; await new Promise((r) => setTimeout(r, 20)); return { value: 'v', bytes: 1 }; };
    const results = await Promise.all(Array.from({ length: 50 }, () => cache.get('k', POLICY, slow)));
    expect(loads).toBe(1);
    expect(results.filter((r) => r.outcome === 'coalesced')).toHaveLength(49);
  });

  it('evicts to stay within its byte bound and refuses an entry too big for it', async () => {
    const cache = new DataCache({ maxBytes: 10_000 });
    for (let i = 0; i < 100; i++) await cache.get(`k${i}`, POLICY, async () => ({ value: i, bytes: 1000 }));
    expect(cache.bytes).toBeLessThanOrEqual(10_000);
    expect(cache.size).toBeLessThan(10);
    await cache.get('huge', POLICY, async () => ({ value: 'x', bytes: 9000 }));
    expect((await cache.get('huge', POLICY, async () => ({ value: 'y', bytes: 9000 }))).outcome).toBe('miss');
  });

  it('bounds the number of entries too', async () => {
    const cache = new DataCache({ maxEntries: 5 });
    for (let i = 0; i < 20; i++) await cache.get(`k${i}`, POLICY, async () => ({ value: i, bytes: 1 }));
    expect(cache.size).toBe(5);
  });
});
