import type { PlayerCard } from './draft-people.js';
import { type Pager, pagerOf } from './pager.js';
import { matchesFilter, type PoolFilter, poolQuery } from './pool-filter.js';

/** Twelve rows of two cards on a phone, four of six on a wide screen (docs/decisions/0090). */
export const POOL_PAGE_SIZE = 24;

const PAGE = /^[1-9]\d{0,5}$/;

/** The page an address asks for: 1 without `page`, null for anything but a positive whole number. */
export function readPoolPage(text: string | null): number | null {
  if (text === null) return 1;
  return PAGE.test(text) ? Number(text) : null;
}

export interface PoolPage {
  /** The cards the filter keeps, all pages. */
  matching: number;
  /** The place of the page's first and last card among those kept, from 1; 0 and 0 when none is kept. */
  first: number;
  last: number;
  cards: PlayerCard[];
  pager: Pager;
}

/** One page of the cards a filter keeps; a page past the last is the caller's to refuse. */
export function poolPage(cards: readonly PlayerCard[], filter: PoolFilter, page: number, path: string): PoolPage {
  const kept = cards.filter((card) => matchesFilter(card, filter));
  const totalPages = Math.max(1, Math.ceil(kept.length / POOL_PAGE_SIZE));
  const from = (page - 1) * POOL_PAGE_SIZE;
  const shown = kept.slice(from, from + POOL_PAGE_SIZE);
  return {
    matching: kept.length,
    first: shown.length === 0 ? 0 : from + 1,
    last: from + shown.length,
    cards: shown,
    pager: pagerOf(page, totalPages, (n) => path + poolQuery(filter, n)),
  };
}
