import { useCallback, useMemo, useSyncExternalStore } from 'react';
import type { WebContext } from '../../config/contexts.js';
import { type FollowSet, followKey, parseFollow, serialiseFollow } from '../../league/follow-set.js';
import { usePage } from '../app-context.js';

/** The part of `localStorage` the store uses, so tests can hand it a broken one. */
export type FollowStorage = Pick<Storage, 'getItem' | 'setItem'>;

/** The stored text, or null when storage is refused (private mode, blocked cookies). */
export function readStored(storage: FollowStorage | undefined, context: WebContext): string | null {
  try {
    return storage?.getItem(followKey(context)) ?? null;
  } catch {
    return null;
  }
}

/** Writes the set; false when storage refused it, and the change then holds for this page only. */
export function writeStored(storage: FollowStorage | undefined, context: WebContext, set: FollowSet): boolean {
  try {
    storage?.setItem(followKey(context), serialiseFollow(set));
    return storage !== undefined;
  } catch {
    return false;
  }
}

// Every follow button and list on the page reads one store; another tab's change arrives as a `storage` event.
const listeners = new Set<() => void>();
let unsaved: string | null = null;

function subscribe(listener: () => void) {
  listeners.add(listener);
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}

const browserStorage = (): FollowStorage | undefined =>
  typeof localStorage === 'undefined' ? undefined : localStorage;

/**
 * The followed teams of this league in this browser. The server and the hydrating render see none,
 * so the server's HTML and the first client render agree; the stored set follows at once.
 */
export function useFollow() {
  const { context } = usePage();
  const raw = useSyncExternalStore(
    subscribe,
    () => unsaved ?? readStored(browserStorage(), context),
    () => null,
  );
  const teams = useMemo(() => parseFollow(raw), [raw]);
  const save = useCallback(
    (next: FollowSet) => {
      unsaved = writeStored(browserStorage(), context, next) ? null : serialiseFollow(next);
      for (const listener of listeners) listener();
    },
    [context],
  );
  return { teams, save };
}
