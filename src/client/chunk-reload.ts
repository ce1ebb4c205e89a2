/** docs/spec.md §4: a chunk that fails to load reloads the page, once per path within 10 seconds. */
export const CHUNK_RELOAD_WINDOW_MS = 10_000;
const KEY = 'chunk-reload:';

export function reloadOnChunkError(
  error: unknown,
  path = location.pathname,
  now = Date.now(),
  storage: Storage = sessionStorage,
): boolean {
  window.dispatchEvent(new CustomEvent('app:chunk-error', { detail: { error, path } }));
  const last = Number(storage.getItem(KEY + path) ?? 0);
  if (now - last < CHUNK_RELOAD_WINDOW_MS) return false;
  storage.setItem(KEY + path, String(now));
  location.reload();
  return true;
}

/** Dynamic imports go through this, so a stale deployment heals itself with one reload. */
export async function importOrReload<T>(load: () => Promise<T>): Promise<T> {
  try {
    return await load();
  } catch (error) {
    reloadOnChunkError(error);
    throw error;
  }
}
