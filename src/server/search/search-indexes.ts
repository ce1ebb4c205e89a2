import { createHash } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import type { WebContext } from '../../shared/config/contexts.js';
import { LANGS, type Lang } from '../../shared/config/locales.js';
import type { Translate } from '../../shared/i18n/messages.js';
import { createSearchIndex, type SearchEntry, type SearchIndex } from '../../shared/search/search-index.js';
import type { DataLayer } from '../data/index.js';
import { UpstreamError } from '../errors.js';
import { collectEntries } from './search-entries.js';

/** One language's index, with what the browser's suggestions load and the version naming it. */
export interface BuiltIndex {
  entries: readonly SearchEntry[];
  index: SearchIndex;
  /** A hash of the entries: the suggestions' JSON is addressed by it and kept for good. */
  version: string;
  buildMs: number;
}

/**
 * How long an index answers before a request starts its rebuild: the news lists change within
 * minutes, the rosters within the half hour the data cache keeps them.
 */
export const SEARCH_INDEX_TTL_MS = 5 * 60_000;

/** Indexes entries and says how long it took: the bench prints it. */
export function buildIndex(entries: readonly SearchEntry[]): BuiltIndex {
  const started = performance.now();
  const index = createSearchIndex(entries);
  const version = createHash('sha256').update(JSON.stringify(entries)).digest('hex').slice(0, 12);
  return { entries, index, version, buildMs: performance.now() - started };
}

interface BuildInput {
  t: Translate;
  now: Date;
}

export interface SearchIndexes {
  /** The language's index: the kept one (rebuilt behind it once old), else one built now. */
  get(lang: Lang, input: BuildInput): Promise<BuiltIndex>;
}

/**
 * One index per language, built on first use and rebuilt when old while the old one still
 * answers. Requests arriving during a build wait for that same build (lru-cache's fetch
 * coalesces), bounded by their page's deadline; a failed rebuild keeps the last good index, and a
 * first build that fails is an UpstreamError, which the page answers with a 503.
 */
export function createSearchIndexes(data: DataLayer, context: WebContext): SearchIndexes {
  const cache = new LRUCache<Lang, BuiltIndex, BuildInput>({
    max: LANGS.length,
    ttl: SEARCH_INDEX_TTL_MS,
    allowStale: true,
    allowStaleOnFetchRejection: true,
    noDeleteOnFetchRejection: true,
    fetchMethod: async (lang, _old, { context: input }) =>
      buildIndex(await collectEntries(data, context, lang, input.t, input.now)),
  });
  return {
    async get(lang, input) {
      const built = await cache.fetch(lang, { context: input });
      if (!built) throw new UpstreamError('Search index unavailable', '/search');
      return built;
    },
  };
}

/** The indexes kept beside a data layer: its pages and the suggestions' route share them. */
const beside = new WeakMap<DataLayer, SearchIndexes>();

export function searchIndexesOf(data: DataLayer, context: WebContext): SearchIndexes {
  let indexes = beside.get(data);
  if (!indexes) {
    indexes = createSearchIndexes(data, context);
    beside.set(data, indexes);
  }
  return indexes;
}
