/**
 * Every change this site makes to the address goes through here, so the client router knows
 * which page (path and query) the document shows. A Back, Forward or `#` link that moves only
 * the hash stays on that page: the browser or the page scrolls, and nothing is fetched again.
 */
let shown: string | null = null;

const here = () => location.pathname + location.search;

export function writeAddress(mode: 'push' | 'replace', state: unknown, url: string): void {
  if (mode === 'push') history.pushState(state, '', url);
  else history.replaceState(state, '', url);
  shown = here();
}

/** Whether the address now names another page than the one shown; from then on it is the one shown. */
export function pageMoved(): boolean {
  const now = here();
  const moved = now !== shown;
  shown = now;
  return moved;
}

/** The page the document was served for, before any change. */
export function noteFirstAddress(): void {
  shown = here();
}
