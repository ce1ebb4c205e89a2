// Each helper makes a memo and nothing else: module-level memos are marked `/* @__PURE__ */`, so
// the browser's bundle leaves out those a page never calls (most are the server's).

/**
 * A view mapped once per cached data object: the league data hands out the same frozen object
 * while it is cached, so pages share one view, and a kept page part (`DataPart`) keyed on that
 * view is found again. The view goes with the object.
 */
export function mappedOnce<S extends object, V>(map: (source: S) => V): (source: S) => V {
  const views = new WeakMap<S, V>();
  return (source) => {
    let view = views.get(source);
    if (view === undefined) views.set(source, (view = map(source)));
    return view;
  };
}

/**
 * Values kept beside a cached data object, by a key naming whatever else they depend on (a
 * region, a page of a table); they go with the object.
 */
export function keptBeside<S extends object, V>(): (source: S, key: string, make: () => V) => V {
  const kept = new WeakMap<S, Map<string, V>>();
  return (source, key, make) => {
    let byKey = kept.get(source);
    if (!byKey) kept.set(source, (byKey = new Map()));
    let value = byKey.get(key);
    if (value === undefined) byKey.set(key, (value = make()));
    return value;
  };
}

/**
 * Values remembered by key, for work asked again and again on few distinct inputs (a team's
 * slug, a kick-off as written, a link). Two generations of at most `max` each: when the newer is
 * full it becomes the older and the older is forgotten, and a value found in the older moves to
 * the newer. What is in use survives a turn-over, so a crawl through more distinct inputs than
 * `max` does not forget them all at once.
 */
export function remembered<V>(max: number): (key: string, make: () => V) => V {
  let young = new Map<string, V>();
  let old = new Map<string, V>();
  return (key, make) => {
    let value = young.get(key);
    if (value !== undefined) return value;
    value = old.get(key);
    if (value === undefined) value = make();
    if (young.size >= max) {
      old = young;
      young = new Map();
    }
    young.set(key, value);
    return value;
  };
}

/**
 * The last value made from a cached data object, per key (a page of a list), and the same other
 * inputs (each compared with `Object.is`: a clock step, a second cached object, a time zone): made
 * again only when one of them changes, and gone with the object. One value per key, however
 * often the other inputs change.
 */
export function lastMade<S extends object, V>(): (
  source: S,
  key: string,
  inputs: readonly unknown[],
  make: () => V,
) => V {
  const last = new WeakMap<S, Map<string, { inputs: readonly unknown[]; value: V }>>();
  return (source, key, inputs, make) => {
    let byKey = last.get(source);
    if (!byKey) last.set(source, (byKey = new Map()));
    const kept = byKey.get(key);
    if (kept && kept.inputs.length === inputs.length && kept.inputs.every((input, i) => Object.is(input, inputs[i])))
      return kept.value;
    const value = make();
    byKey.set(key, { inputs, value });
    return value;
  };
}
