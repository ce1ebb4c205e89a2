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
