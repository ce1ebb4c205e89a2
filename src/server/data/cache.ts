import { LRUCache } from 'lru-cache';
import { NotFoundError } from '../errors.js';
import type { CacheOutcome } from './observe.js';
import type { CachePolicy } from './policies.js';

export interface CacheOptions {
  maxEntries?: number;
  /** Bound on the JSON bytes held; parsed objects take a few times more heap. */
  maxBytes?: number;
  now?: () => number;
}

/** What a load returns: the value to keep and the size of the JSON it came from. */
export interface Loaded<V> {
  value: V;
  bytes: number;
}

interface Entry {
  value: unknown;
  storedAt: number;
  bytes: number;
}

export type CacheStats = Record<Exclude<CacheOutcome, 'error'> | 'error' | 'refresh' | 'refreshFailed', number>;

/**
 * Upstream responses by key, bounded by entries and bytes, with stale-while-revalidate (one
 * refresh per key), stale-if-error and coalescing: concurrent misses share one load.
 * Freshness is judged by our own clock; the LRU's ttl only frees entries past every use.
 */
export class DataCache {
  private readonly lru: LRUCache<string, Entry>;
  private readonly inflight = new Map<string, Promise<Entry>>();
  private readonly now: () => number;
  readonly stats: CacheStats = { hit: 0, miss: 0, coalesced: 0, stale: 0, 'stale-if-error': 0, error: 0, refresh: 0, refreshFailed: 0 };

  constructor(options: CacheOptions = {}) {
    this.now = options.now ?? Date.now;
    const maxBytes = options.maxBytes ?? 64 * 1024 * 1024;
    this.lru = new LRUCache<string, Entry>({
      max: options.maxEntries ?? 5000,
      maxSize: maxBytes,
      // One response must not flush the whole cache.
      maxEntrySize: Math.max(1, Math.floor(maxBytes / 4)),
      sizeCalculation: (entry, key) => Math.max(1, entry.bytes + key.length),
      perf: { now: this.now },
      ttlResolution: 0,
    });
  }

  async get<V>(key: string, policy: CachePolicy, load: () => Promise<Loaded<V>>): Promise<{ value: V; outcome: CacheOutcome }> {
    const entry = this.lru.get(key);
    const age = entry ? this.now() - entry.storedAt : Number.POSITIVE_INFINITY;
    if (entry && age <= policy.ttlMs) return this.count({ value: entry.value as V, outcome: 'hit' });
    if (entry && age <= policy.ttlMs + policy.staleWhileRevalidateMs) {
      this.refresh(key, policy, load);
      return this.count({ value: entry.value as V, outcome: 'stale' });
    }
    const running = this.inflight.get(key);
    const outcome: CacheOutcome = running ? 'coalesced' : 'miss';
    try {
      const fresh = await (running ?? this.fill(key, policy, load));
      return this.count({ value: fresh.value as V, outcome });
    } catch (error) {
      // A 404 is an answer, not a failure: the old value would contradict it.
      if (entry && age <= policy.ttlMs + policy.staleIfErrorMs && !(error instanceof NotFoundError)) {
        return this.count({ value: entry.value as V, outcome: 'stale-if-error' });
      }
      this.stats.error++;
      throw error;
    }
  }

  private fill<V>(key: string, policy: CachePolicy, load: () => Promise<Loaded<V>>): Promise<Entry> {
    const promise = load()
      .then(({ value, bytes }) => {
        const entry: Entry = { value, storedAt: this.now(), bytes };
        this.lru.set(key, entry, { ttl: policy.ttlMs + Math.max(policy.staleWhileRevalidateMs, policy.staleIfErrorMs) });
        return entry;
      })
      .finally(() => this.inflight.delete(key));
    this.inflight.set(key, promise);
    return promise;
  }

  private refresh<V>(key: string, policy: CachePolicy, load: () => Promise<Loaded<V>>): void {
    if (this.inflight.has(key)) return;
    this.stats.refresh++;
    // A failed refresh leaves the stale entry in place for stale-if-error.
    this.fill(key, policy, load).catch(() => void this.stats.refreshFailed++);
  }

  private count<V>(result: { value: V; outcome: CacheOutcome }): { value: V; outcome: CacheOutcome } {
    this.stats[result.outcome]++;
    return result;
  }

  get size(): number {
    return this.lru.size;
  }

  get bytes(): number {
    return this.lru.calculatedSize;
  }

  clear(): void {
    this.lru.clear();
  }
}
