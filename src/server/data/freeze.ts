/**
 * A cached value is shared by every request that reads it; frozen, a loader that sorts or
 * edits it in place fails at once in tests instead of quietly changing other visitors' pages.
 * What is frozen already is not walked again: a value built on cached parts freezes its new
 * parts only.
 */
export function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}
