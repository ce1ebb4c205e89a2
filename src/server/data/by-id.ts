/**
 * Lookups by id kept beside a cached list: the cache hands every request the same frozen array, so
 * its index is built once, the first time a page looks something up in it, and goes when the
 * list does. A page finds one player among hundreds without walking them.
 */
const indexes = new WeakMap<readonly { id: number }[], ReadonlyMap<number, unknown>>();

export function byId<T extends { id: number }>(list: readonly T[]): ReadonlyMap<number, T> {
  let index = indexes.get(list) as ReadonlyMap<number, T> | undefined;
  if (!index) indexes.set(list, (index = new Map(list.map((item) => [item.id, item]))));
  return index;
}
