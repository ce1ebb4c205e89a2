export type SortOrder = 'ASC' | 'DESC';

/** What a leaderboard's address asks for: `?orderBy=…&sortOrder=…&page=N`. */
export interface BoardQuery {
  orderBy: string;
  sortOrder: SortOrder;
  page: number;
}

/** A ranking reads best first; a figure reads highest first. */
export const defaultOrder = (orderBy: string): SortOrder => (orderBy === 'ranking' ? 'ASC' : 'DESC');

/**
 * The sort and page of a leaderboard's address. A value the page cannot use falls back to the
 * default (the ranking, page 1) rather than failing: these addresses are typed and shared by hand.
 * A page past the end is the loader's to refuse, once it knows how many there are.
 */
export function readBoardQuery(query: URLSearchParams, columns: readonly string[]): BoardQuery {
  const asked = query.get('orderBy');
  const orderBy = asked !== null && (asked === 'ranking' || columns.includes(asked)) ? asked : 'ranking';
  const order = query.get('sortOrder')?.toUpperCase();
  const sortOrder = order === 'ASC' || order === 'DESC' ? order : defaultOrder(orderBy);
  const text = query.get('page') ?? '';
  const page = /^\d{1,9}$/.test(text) && Number(text) >= 1 ? Number(text) : 1;
  return { orderBy, sortOrder, page };
}

export type LinkQuery = Record<string, string | number | undefined>;

/** The ordering part of a link; the default ordering is no query at all. */
function ordering(orderBy: string, sortOrder: SortOrder): LinkQuery {
  if (orderBy === 'ranking' && sortOrder === 'ASC') return {};
  return { orderBy, sortOrder: sortOrder === defaultOrder(orderBy) ? undefined : sortOrder };
}

/** A column's link: the other direction when the table is already sorted by it, else its natural one; always page 1. */
export function sortLink(current: BoardQuery, column: string, season: number | null): LinkQuery {
  const sortOrder = current.orderBy === column ? (current.sortOrder === 'ASC' ? 'DESC' : 'ASC') : defaultOrder(column);
  return { season: season ?? undefined, ...ordering(column, sortOrder) };
}

/** A page's link, keeping the sort. */
export function pageLink(current: BoardQuery, page: number, season: number | null): LinkQuery {
  return {
    season: season ?? undefined,
    ...ordering(current.orderBy, current.sortOrder),
    page: page > 1 ? page : undefined,
  };
}

export const pageCount = (lines: number, pageSize: number): number => Math.max(1, Math.ceil(lines / pageSize));

/** The page numbers a pager offers: all of a few, else the ends and the neighbours of the current one, gaps as null. */
export function pagerItems(page: number, pages: number): (number | null)[] {
  if (pages <= 7) return Array.from({ length: pages }, (_, i) => i + 1);
  const near = [1, page - 1, page, page + 1, pages].filter((n) => n >= 1 && n <= pages);
  const wanted = [...new Set(near)].sort((a, b) => a - b);
  return wanted.flatMap((n, i) => (i > 0 && n - wanted[i - 1]! > 1 ? [null, n] : [n]));
}

/** A link to `path` with the query's set values, in the order given. */
export function withQuery(path: string, query: LinkQuery): string {
  const pairs = Object.entries(query)
    .filter((e): e is [string, string | number] => e[1] !== undefined)
    .map(([k, v]) => [k, String(v)]);
  return pairs.length ? `${path}?${new URLSearchParams(pairs).toString()}` : path;
}
