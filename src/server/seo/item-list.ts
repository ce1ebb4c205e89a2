import type { ItemList, WithContext } from 'schema-dts';

/**
 * A leaderboard as schema.org sees it: an ItemList of the people or teams it ranks, in the order
 * shown, each with its page. Written into the head like the other JSON-LD (render/head.ts).
 */
export interface ListEntry {
  /** The place in the whole list (page 2 starts at 21). */
  position: number;
  name: string;
  url: string;
  type: 'Person' | 'SportsTeam' | 'WebPage';
  /** A person's team. */
  team?: string | null;
}

export function itemList(
  name: string,
  url: string,
  entries: readonly ListEntry[],
  total: number,
): WithContext<ItemList> {
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    name,
    url,
    numberOfItems: total,
    itemListElement: entries.map((e) => ({
      '@type': 'ListItem',
      position: e.position,
      item: {
        '@type': e.type,
        name: e.name,
        url: e.url,
        ...(e.team ? { affiliation: { '@type': 'SportsTeam', name: e.team } } : {}),
      },
    })),
  };
}
