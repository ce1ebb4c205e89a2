/** Scroll positions per history entry, so back and forward return where the visitor was. */
const positions = new Map<string, [number, number]>();
let counter = 0;

export function entryKey(): string {
  const state = history.state as { key?: string } | null;
  if (state?.key) return state.key;
  const key = `${Date.now().toString(36)}-${(counter++).toString(36)}`;
  history.replaceState({ ...(history.state ?? {}), key }, '');
  return key;
}

export function newEntryKey(): string {
  return `${Date.now().toString(36)}-${(counter++).toString(36)}`;
}

export function saveScroll(): void {
  const key = entryKey();
  positions.set(key, [scrollX, scrollY]);
  try {
    sessionStorage.setItem(`scroll:${key}`, JSON.stringify([scrollX, scrollY]));
  } catch {
    // Storage may be full or disabled; the in-memory copy still serves this tab.
  }
}

function saved(key: string): [number, number] | null {
  const inMemory = positions.get(key);
  if (inMemory) return inMemory;
  try {
    const stored = JSON.parse(sessionStorage.getItem(`scroll:${key}`) ?? 'null') as unknown;
    return Array.isArray(stored) && stored.length === 2 ? (stored as [number, number]) : null;
  } catch {
    return null;
  }
}

export type ScrollIntent =
  | { kind: 'top' }
  | { kind: 'keep' }
  | { kind: 'hash'; id: string }
  | { kind: 'restore'; key: string };

export function applyScroll(intent: ScrollIntent): void {
  if (intent.kind === 'keep') return;
  if (intent.kind === 'hash') {
    const target = document.getElementById(decodeURIComponent(intent.id));
    if (target) {
      target.scrollIntoView();
      return;
    }
  }
  const position = intent.kind === 'restore' ? saved(intent.key) : null;
  window.scrollTo(position?.[0] ?? 0, position?.[1] ?? 0);
}

/**
 * Back or Forward between two places on one page: where the visitor was on that entry, or the
 * element its hash names; a new `#` link has already been scrolled to by the browser.
 */
export function restoreWithinPage(): void {
  const position = saved(entryKey());
  if (position) window.scrollTo(position[0], position[1]);
  else if (location.hash) applyScroll({ kind: 'hash', id: location.hash.slice(1) });
}
