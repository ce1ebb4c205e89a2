/** A list's pages as links: previous, next, and the page numbers worth showing. */
export interface Pager {
  page: number;
  totalPages: number;
  prev: string | null;
  next: string | null;
  /** The page links to show: the first, the last and the neighbours of the current one; null is a gap of two pages or more. */
  items: ({ page: number; href: string } | null)[];
}

export function pagerOf(page: number, totalPages: number, link: (page: number) => string): Pager {
  const shown = [...new Set([1, page - 1, page, page + 1, totalPages])]
    .filter((n) => n >= 1 && n <= totalPages)
    .sort((a, b) => a - b);
  const items: Pager['items'] = [];
  shown.forEach((n, i) => {
    const before = shown[i - 1];
    // A gap of one page shows that page: an ellipsis would take its place and hide it.
    if (before !== undefined && n - before === 2) items.push({ page: before + 1, href: link(before + 1) });
    else if (before !== undefined && n - before > 2) items.push(null);
    items.push({ page: n, href: link(n) });
  });
  return {
    page,
    totalPages,
    prev: page > 1 ? link(page - 1) : null,
    next: page < totalPages ? link(page + 1) : null,
    items,
  };
}
