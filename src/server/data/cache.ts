import { SwrCache } from '../cache/swr-cache.js';
import { NotFoundError } from '../errors.js';

export interface CacheOptions {
  maxEntries?: number;
  /** Bound on the JSON bytes held; parsed objects take a few times more heap. */
  maxBytes?: number;
  now?: () => number;
}

/** A checked upstream response and the size of the JSON it came from. */
export interface StoredResponse {
  value: unknown;
  bytes: number;
}

export type DataCache = SwrCache<StoredResponse>;

/** Upstream responses by key (path and sorted query), on the site's one SWR cache. */
export function createDataCache(options: CacheOptions = {}): DataCache {
  const maxBytes = options.maxBytes ?? 64 * 1024 * 1024;
  return new SwrCache<StoredResponse>({
    maxSize: maxBytes,
    maxEntries: options.maxEntries ?? 5000,
    // One response must not flush the whole cache.
    maxEntrySize: Math.max(1, Math.floor(maxBytes / 4)),
    sizeOf: (stored, key) => stored.bytes + key.length,
    ...(options.now ? { now: options.now } : {}),
    // A 404 is an answer, not a failure: the old value would contradict it.
    isAnswer: (error) => error instanceof NotFoundError,
  });
}
