import MiniSearch from 'minisearch';
import { searchTerms } from './normalize.js';

export const SEARCH_KINDS = ['team', 'player', 'news', 'page'] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];

/** One thing the site can find: a name as the league writes it and the page it leads to. */
export interface SearchEntry {
  name: string;
  kind: SearchKind;
  href: string;
  /** What tells two alike names apart: a club's league, a page's competition. */
  detail: string | null;
}

export interface SearchGroup {
  kind: SearchKind;
  entries: SearchEntry[];
}

export type SearchIndex = MiniSearch<SearchEntry & { id: number }>;

/** Entries shown per group on the results page. */
export const GROUP_LIMIT = 20;

export function createSearchIndex(entries: readonly SearchEntry[]): SearchIndex {
  const index: SearchIndex = new MiniSearch({
    fields: ['name', 'detail'],
    storeFields: ['name', 'kind', 'href', 'detail'],
    tokenize: searchTerms,
    // Terms come normalised from tokenize; MiniSearch's own lower-casing would be a second pass.
    processTerm: (term) => term,
    searchOptions: {
      boost: { name: 3 },
      prefix: true,
      // One typo in a word of four letters or more, two from ten ("kunisprots", "mostles").
      fuzzy: (term) => (term.length < 4 ? false : term.length < 10 ? 1 : 2),
      combineWith: 'AND',
    },
  });
  index.addAll(entries.map((entry, id) => ({ ...entry, id })));
  return index;
}

/**
 * The best matches, at most `limit`, best first. Words as typed (and their beginnings) first;
 * only a query that finds nothing so is read again with typos forgiven: a name spelt right is
 * not crowded by its near misses ("lopez" is not "Lopo"), and most searches skip the typo
 * search, which costs several times the rest.
 */
export function searchEntries(index: SearchIndex, query: string, limit: number): SearchEntry[] {
  if (searchTerms(query).length === 0) return [];
  const asTyped = index.search(query, { fuzzy: false });
  return (asTyped.length ? asTyped : index.search(query))
    .slice(0, limit)
    .map((hit) => ({ name: hit.name, kind: hit.kind, href: hit.href, detail: hit.detail }));
}

/** Matches grouped by kind, in SEARCH_KINDS' order, each group best first; empty groups left out. */
export function groupedResults(index: SearchIndex, query: string, perGroup = GROUP_LIMIT): SearchGroup[] {
  const hits = searchEntries(index, query, Number.POSITIVE_INFINITY);
  return SEARCH_KINDS.map((kind) => ({
    kind,
    entries: hits.filter((hit) => hit.kind === kind).slice(0, perGroup),
  })).filter((group) => group.entries.length > 0);
}
