import { LRUCache } from 'lru-cache';

/** How long a value is fresh, served stale while one refresh runs, and kept for failures. */
export interface SwrPolicy {
  /** Fresh: served without loading. */
  ttlMs: number;
  /** After ttl: served at once while one background refresh runs. */
  staleWhileRevalidateMs: number;
  /** After ttl: served when loading fails, however old up to this bound. */
  staleIfErrorMs: number;
}

/**
 * hit: fresh entry. miss: this lookup loaded. coalesced: it waited for another lookup's load.
 * stale: served old while one refresh runs. stale-if-error: the load failed and an old value was
 * served. error: nothing to serve.
 */
export type SwrOutcome = 'hit' | 'miss' | 'coalesced' | 'stale' | 'stale-if-error' | 'error';
export type SwrStats = Record<SwrOutcome | 'refresh' | 'refreshFailed', number>;

/** What a load gives: the value and how long it stays fresh, or `policy: null` for a value handed out but not kept. */
export interface Fill<V> {
  value: V;
  policy: SwrPolicy | null;
}

interface Entry<V> {
  value: V;
  storedAt: number;
  policy: SwrPolicy;
}

export interface SwrOptions<V> {
  /** Bound on the summed sizes of the entries. */
  maxSize: number;
  /** One entry may take at most this much (so one value cannot flush the rest). */
  maxEntrySize?: number;
  maxEntries?: number;
  sizeOf: (value: V, key: string) => number;
  now?: () => number;
  /** Failures that are answers (a 404): an old value would contradict them. */
  isAnswer?: (error: unknown) => boolean;
  onRefreshError?: (key: string, error: unknown) => void;
}

/**
 * The one stale-while-revalidate cache of the site, for upstream data and rendered pages alike:
 * bounded by size and entries, concurrent loads of a key coalesced into one, a stale entry
 * served while a single refresh runs, an old entry served when loading fails (up to its
 * policy's bound), and a failure never stored. Each entry carries the policy it was loaded
 * with; freshness is judged by our own clock, the LRU's ttl only frees entries past every use.
 */
export class SwrCache<V> {
  private readonly lru: LRUCache<string, Entry<V>>;
  private readonly maxEntries: number;
  private readonly inflight = new Map<string, Promise<V>>();
  private readonly now: () => number;
  readonly stats: SwrStats = {
    hit: 0,
    miss: 0,
    coalesced: 0,
    stale: 0,
    'stale-if-error': 0,
    error: 0,
    refresh: 0,
    refreshFailed: 0,
  };

  constructor(private readonly options: SwrOptions<V>) {
    this.now = options.now ?? Date.now;
    this.maxEntries = options.maxEntries ?? 10_000;
    // Bounded by size alone, the LRU's slots grow as it fills; with a `max` it would allocate and
    // fill seven arrays of that length as it is made, milliseconds of every start (0107). The entry
    // bound is kept in `fill`.
    this.lru = new LRUCache<string, Entry<V>>({
      maxSize: options.maxSize,
      maxEntrySize: options.maxEntrySize ?? options.maxSize,
      sizeCalculation: (entry, key) => Math.max(1, options.sizeOf(entry.value, key)),
      perf: { now: this.now },
      ttlResolution: 0,
    });
  }

  async get(key: string, load: () => Promise<Fill<V>>): Promise<{ value: V; outcome: SwrOutcome }> {
    const entry = this.lru.get(key);
    const age = entry ? this.now() - entry.storedAt : Number.POSITIVE_INFINITY;
    if (entry && age <= entry.policy.ttlMs) return this.count(entry.value, 'hit');
    if (entry && age <= entry.policy.ttlMs + entry.policy.staleWhileRevalidateMs) {
      this.refresh(key, load);
      return this.count(entry.value, 'stale');
    }
    const running = this.inflight.get(key);
    try {
      return this.count(await (running ?? this.fill(key, load)), running ? 'coalesced' : 'miss');
    } catch (error) {
      if (entry && age <= entry.policy.ttlMs + entry.policy.staleIfErrorMs && !this.options.isAnswer?.(error)) {
        return this.count(entry.value, 'stale-if-error');
      }
      this.stats.error++;
      throw error;
    }
  }

  /** Whether any copy is held under the key, fresh, stale or only good for a failure. */
  holds(key: string): boolean {
    return this.lru.has(key);
  }

  /**
   * What `get` would answer at once without starting a load: a fresh entry (a hit), or a stale one
   * whose refresh is already running (stale). Undefined otherwise; nothing loads.
   */
  ready(key: string): { value: V; outcome: 'hit' | 'stale' } | undefined {
    const entry = this.lru.get(key);
    if (!entry) return undefined;
    const age = this.now() - entry.storedAt;
    if (age <= entry.policy.ttlMs) return this.count(entry.value, 'hit') as { value: V; outcome: 'hit' };
    if (age <= entry.policy.ttlMs + entry.policy.staleWhileRevalidateMs && this.inflight.has(key)) {
      return this.count(entry.value, 'stale') as { value: V; outcome: 'stale' };
    }
    return undefined;
  }

  private fill(key: string, load: () => Promise<Fill<V>>): Promise<V> {
    const promise = load()
      .then(({ value, policy }) => {
        if (policy) {
          const ttl = policy.ttlMs + Math.max(policy.staleWhileRevalidateMs, policy.staleIfErrorMs);
          const adds = this.lru.peek(key, { allowStale: true }) === undefined;
          if (adds && this.lru.size >= this.maxEntries) this.lru.pop();
          this.lru.set(key, { value, storedAt: this.now(), policy }, { ttl });
        }
        return value;
      })
      .finally(() => this.inflight.delete(key));
    this.inflight.set(key, promise);
    return promise;
  }

  private refresh(key: string, load: () => Promise<Fill<V>>): void {
    if (this.inflight.has(key)) return;
    this.stats.refresh++;
    // A failed refresh leaves the stale entry in place for stale-if-error.
    this.fill(key, load).catch((error: unknown) => {
      this.stats.refreshFailed++;
      this.options.onRefreshError?.(key, error);
    });
  }

  private count(value: V, outcome: SwrOutcome): { value: V; outcome: SwrOutcome } {
    this.stats[outcome]++;
    return { value, outcome };
  }

  get size(): number {
    return this.lru.size;
  }

  /** The summed sizes of the entries held. */
  get totalSize(): number {
    return this.lru.calculatedSize;
  }

  clear(): void {
    this.lru.clear();
  }
}
