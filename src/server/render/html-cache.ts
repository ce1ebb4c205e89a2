import { LRUCache } from 'lru-cache';

export interface CachedPage {
  /** The page's route name, for logs and metrics of cache hits. */
  route: string;
  status: number;
  body: Buffer;
  cacheControl: string;
  storedAt: number;
  freshMs: number;
}

export interface HtmlCacheOptions {
  maxBytes: number;
  /** How long a page may be served stale while one re-render runs, or when rendering fails. */
  staleMs: number;
  now?: () => number;
}

export type Lookup = { page: CachedPage; fresh: boolean } | undefined;

/**
 * Rendered HTML per context + path + query, for a short time, with stale-while-revalidate:
 * a stale page is served at once while a single re-render replaces it.
 */
export class HtmlCache {
  private readonly lru: LRUCache<string, CachedPage>;
  private readonly refreshing = new Set<string>();
  private readonly now: () => number;
  private readonly staleMs: number;
  hits = 0;
  misses = 0;
  stale = 0;

  constructor(options: HtmlCacheOptions) {
    this.now = options.now ?? Date.now;
    this.staleMs = options.staleMs;
    this.lru = new LRUCache({ maxSize: options.maxBytes, sizeCalculation: (page) => page.body.length + 200 });
  }

  get(key: string): Lookup {
    const page = this.lru.get(key);
    const age = page ? this.now() - page.storedAt : 0;
    if (!page || age > page.freshMs + this.staleMs) {
      this.misses++;
      return undefined;
    }
    const fresh = age <= page.freshMs;
    if (fresh) this.hits++;
    else this.stale++;
    return { page, fresh };
  }

  set(key: string, page: Omit<CachedPage, 'storedAt'>): void {
    this.lru.set(key, { ...page, storedAt: this.now() });
  }

  /** Runs `render` unless a refresh of this key is already under way. */
  refresh(key: string, render: () => Promise<void>): void {
    if (this.refreshing.has(key)) return;
    this.refreshing.add(key);
    void render().finally(() => this.refreshing.delete(key));
  }

  get size(): number {
    return this.lru.size;
  }
}
