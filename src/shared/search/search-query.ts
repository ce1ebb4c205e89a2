/** The longest query searched on: a longer one is cut, never refused (names are far shorter). */
export const SEARCH_MAX_CHARS = 100;

/** Why a search address is not a search: the form sends one `q` of printable text. */
export type SearchQueryProblem = 'repeated' | 'control';

/** The query's words, cut to SEARCH_MAX_CHARS, or the reason it is refused. */
export function readSearchQuery(values: readonly string[]): { query: string } | { problem: SearchQueryProblem } {
  if (values.length > 1) return { problem: 'repeated' };
  const raw = values[0] ?? '';
  if (/\p{Cc}/u.test(raw)) return { problem: 'control' };
  return { query: Array.from(raw.trim()).slice(0, SEARCH_MAX_CHARS).join('').trim() };
}
