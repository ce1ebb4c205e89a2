import { createSearchIndex, type SearchEntry, searchEntries } from '../../search/search-index.js';

/** Suggestions shown under the field: enough to choose from, few enough to read at a glance. */
const SUGGESTED = 8;

/** The language's suggestions, from the small index the site serves beside its pages. */
export async function loadSuggest(lang: string): Promise<(query: string) => SearchEntry[]> {
  const response = await fetch(`/_search/${lang}.json`);
  if (!response.ok) throw new Error(`Search suggestions: ${response.status}`);
  const index = createSearchIndex((await response.json()) as SearchEntry[]);
  return (query) => searchEntries(index, query, SUGGESTED);
}
