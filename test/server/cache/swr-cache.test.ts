import { describe, expect, it } from 'vitest';
import { type Fill, SwrCache, type SwrPolicy } from '../../../src/server/cache/swr-cache.js';
import { createDataCache } from '../../../src/server/data/cache.js';
import { NotFoundError, UpstreamError } from '../../../src/server/errors.js';

const POLICY: SwrPolicy = { ttlMs: 1000, staleWhileRevalidateMs: 2000, staleIfErrorMs: 10_000 };

function setup(options: { isAnswer?: (e: unknown) => boolean } = {}) {
  let now = 0;
  const refreshErrors: string[] = [];
  const cache = new SwrCache<string>({
    maxSize: 100_000,
    sizeOf: (v) => v.length,
    now: () => now,
    onRefreshError: (key) => refreshErrors.push(key),
    ...options,
  });
  let loads = 0;
  const load =
    (value: string, policy: SwrPolicy | null = POLICY) =>
    async (): Promise<Fill<string>> => {
      loads++;
      return { value, policy };
    };
  const failing = async (): Promise<Fill<string>> => {
    loads++;
    throw new UpstreamError('HTTP 503', '/k', 503);
  };
  return {
    cache,
    load,
    failing,
    loads: () => loads,
    refreshErrors,
    at: (t: number) => {
      now = t;
    },
  };
}

/** The one SWR mechanism of the site: upstream data and rendered pages both use it. */
describe('SwrCache', () => {
  it('serves fresh, then stale while one refresh runs, then the refreshed value', async () => {
    const { cache, load, loads, at } = setup();
    expect(await cache.get('k', load('a'))).toEqual({ value: 'a', outcome: 'miss' });
    at(900);
    expect(await cache.get('k', load('b'))).toEqual({ value: 'a', outcome: 'hit' });
    at(2000);
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const gated = async (): Promise<Fill<string>> => {
      await gate;
      return load('b')();
    };
    expect(await cache.get('k', gated)).toEqual({ value: 'a', outcome: 'stale' });
    expect(await cache.get('k', load('x'))).toEqual({ value: 'a', outcome: 'stale' });
    release();
    await new Promise((r) => setTimeout(r, 0));
    expect(await cache.get('k', load('c'))).toEqual({ value: 'b', outcome: 'hit' });
    expect(loads()).toBe(2);
    expect(cache.stats).toMatchObject({ miss: 1, hit: 2, stale: 2, refresh: 1 });
  });

  it('says what it would answer at once without loading: fresh, or stale while a refresh already runs', async () => {
    const { cache, load, loads, at } = setup();
    expect(cache.ready('k')).toBeUndefined();
    await cache.get('k', load('a'));
    at(900);
    expect(cache.ready('k')).toEqual({ value: 'a', outcome: 'hit' });
    at(2000);
    expect(cache.ready('k')).toBeUndefined();
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    await cache.get('k', async () => {
      await gate;
      return load('b')();
    });
    expect(cache.ready('k')).toEqual({ value: 'a', outcome: 'stale' });
    release();
    await new Promise((r) => setTimeout(r, 0));
    expect(cache.ready('k')).toEqual({ value: 'b', outcome: 'hit' });
    at(10_000);
    expect(cache.ready('k')).toBeUndefined();
    expect(loads()).toBe(2);
  });

  it('loads again, waiting, once the revalidation window has passed', async () => {
    const { cache, load, at } = setup();
    await cache.get('k', load('a'));
    at(3500);
    expect(await cache.get('k', load('b'))).toEqual({ value: 'b', outcome: 'miss' });
  });

  it('serves an old value when loading fails, up to the stale-if-error bound', async () => {
    const { cache, load, failing, at } = setup();
    await cache.get('k', load('a'));
    at(8000);
    expect(await cache.get('k', failing)).toEqual({ value: 'a', outcome: 'stale-if-error' });
    at(11_500);
    await expect(cache.get('k', failing)).rejects.toThrow('HTTP 503');
    expect(cache.stats.error).toBe(1);
  });

  it('keeps serving the stale value when its background refresh fails, and reports the failure', async () => {
    const { cache, load, failing, refreshErrors, at } = setup();
    await cache.get('k', load('a'));
    at(1500);
    expect(await cache.get('k', failing)).toEqual({ value: 'a', outcome: 'stale' });
    await new Promise((r) => setTimeout(r, 0));
    expect(refreshErrors).toEqual(['k']);
    expect(cache.stats.refreshFailed).toBe(1);
    expect(await cache.get('k', failing)).toEqual({ value: 'a', outcome: 'stale' });
  });

  it('does not serve an old value over an answer such as a 404', async () => {
    const { cache, load, at } = setup({ isAnswer: (e) => e instanceof NotFoundError });
    await cache.get('k', load('a'));
    at(5000);
    await expect(
      cache.get('k', async () => {
        throw new NotFoundError('Team not found');
      }),
    ).rejects.toThrow('Team not found');
  });

  it('never stores a failure', async () => {
    const { cache, load, failing, loads } = setup();
    await expect(cache.get('k', failing)).rejects.toThrow();
    expect(await cache.get('k', load('a'))).toEqual({ value: 'a', outcome: 'miss' });
    expect(loads()).toBe(2);
  });

  it('hands out but does not keep a value loaded without a policy', async () => {
    const { cache, load } = setup();
    expect(await cache.get('k', load('a', null))).toEqual({ value: 'a', outcome: 'miss' });
    expect(await cache.get('k', load('b', null))).toEqual({ value: 'b', outcome: 'miss' });
    expect(cache.size).toBe(0);
  });

  it('shares one load between concurrent misses, and its failure too', async () => {
    const { cache } = setup();
    let loads = 0;
    const slow = (fail: boolean) => async (): Promise<Fill<string>> => {
      loads++;
      await new Promise((r) => setTimeout(r, 20));
      if (fail) throw new UpstreamError('timeout', '/k');
      return { value: 'v', policy: POLICY };
    };
    const results = await Promise.all(Array.from({ length: 50 }, () => cache.get('k', slow(false))));
    expect(loads).toBe(1);
    expect(results.filter((r) => r.outcome === 'coalesced')).toHaveLength(49);
    const failed = await Promise.allSettled(Array.from({ length: 5 }, () => cache.get('f', slow(true))));
    expect(loads).toBe(2);
    expect(failed.every((r) => r.status === 'rejected')).toBe(true);
  });

  it('evicts to stay within its size bound and refuses an entry too big for one', async () => {
    const cache = new SwrCache<string>({ maxSize: 10_000, maxEntrySize: 2500, sizeOf: (v) => v.length });
    for (let i = 0; i < 100; i++) await cache.get(`k${i}`, async () => ({ value: 'x'.repeat(1000), policy: POLICY }));
    expect(cache.totalSize).toBeLessThanOrEqual(10_000);
    expect(cache.size).toBeLessThan(11);
    await cache.get('huge', async () => ({ value: 'x'.repeat(3000), policy: POLICY }));
    expect((await cache.get('huge', async () => ({ value: 'y', policy: POLICY }))).outcome).toBe('miss');
  });

  it('bounds the number of entries too, the least recently used going first', async () => {
    const cache = new SwrCache<number>({ maxSize: 1e6, maxEntries: 5, sizeOf: () => 1 });
    for (let i = 0; i < 20; i++) await cache.get(`k${i}`, async () => ({ value: i, policy: POLICY }));
    expect(cache.size).toBe(5);
    expect((await cache.get('k16', async () => ({ value: -1, policy: POLICY }))).outcome).toBe('hit');
    await cache.get('k20', async () => ({ value: 20, policy: POLICY }));
    expect((await cache.get('k16', async () => ({ value: -1, policy: POLICY }))).outcome).toBe('hit');
    expect((await cache.get('k15', async () => ({ value: -1, policy: POLICY }))).outcome).toBe('miss');
  });

  it('keeps every other entry when a full cache stores a key it holds again', async () => {
    let now = 0;
    const cache = new SwrCache<number>({ maxSize: 1e6, maxEntries: 3, sizeOf: () => 1, now: () => now });
    for (const key of ['a', 'b', 'c']) await cache.get(key, async () => ({ value: 1, policy: POLICY }));
    now = POLICY.ttlMs + POLICY.staleWhileRevalidateMs + 1;
    await cache.get('c', async () => ({ value: 2, policy: POLICY }));
    now = 0;
    expect(cache.size).toBe(3);
    for (const key of ['a', 'b'])
      expect((await cache.get(key, async () => ({ value: 9, policy: POLICY }))).outcome).toBe('hit');
  });
});

describe('the data cache', () => {
  it('treats a 404 as an answer and sizes entries by their JSON bytes', async () => {
    let now = 0;
    const cache = createDataCache({ maxBytes: 4000, now: () => now });
    await cache.get('/k', async () => ({ value: { value: 'a', bytes: 100 }, policy: POLICY }));
    expect(cache.totalSize).toBe(100 + '/k'.length);
    now = 5000;
    await expect(
      cache.get('/k', async () => {
        throw new NotFoundError('Team not found');
      }),
    ).rejects.toThrow('Team not found');
    // One response may take at most a quarter of the bound.
    await cache.get('/big', async () => ({ value: { value: 'b', bytes: 1500 }, policy: POLICY }));
    expect(
      (await cache.get('/big', async () => ({ value: { value: 'c', bytes: 1 }, policy: POLICY }))).value.value,
    ).toBe('c');
  });
});
