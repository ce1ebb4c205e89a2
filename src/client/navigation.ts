import { isLang } from '../shared/config/locales.js';
import type { Messages } from '../shared/i18n/messages.js';
import { ROUTES } from '../shared/routing/routes.js';
import { noteFirstAddress, pageMoved, writeAddress } from '../shared/ui/address.js';
import { loadShown } from '../shared/ui/pages/index.js';
import { PAYLOAD_PREFIX, type Payload } from '../shared/ui/payload.js';
import { importOrReload } from './chunk-reload.js';
import { applyHead } from './head.js';
import { loadMessages } from './messages.js';
import { startProgress } from './progress.js';
import { applyScroll, entryKey, newEntryKey, restoreWithinPage, type ScrollIntent, saveScroll } from './scroll.js';

export type Render = (payload: Payload, messages: Messages) => void;

/** A page's messages by its message chunks: pages of one kind and language share them. */
const messageCache = new Map<string, Messages>();
let latest = 0;

/** Same-origin page links navigate in place; anything else (new tab, download, other site) is left alone. */
function pageLink(event: MouseEvent): URL | null {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
    return null;
  const anchor = (event.target as Element | null)?.closest?.('a');
  if (!anchor || (anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download')) return null;
  const url = new URL(anchor.href, location.href);
  if (url.origin !== location.origin || !isLang(url.pathname.split('/')[1])) return null;
  if (url.pathname === location.pathname && url.search === location.search && url.hash) return null; // the browser scrolls to it
  return url;
}

/** A GET form of this site (a picker, a filter) navigates in place to the address it would load. */
function formTarget(event: SubmitEvent): URL | null {
  const form = event.target;
  if (
    event.defaultPrevented ||
    !(form instanceof HTMLFormElement) ||
    form.method !== 'get' ||
    (form.target && form.target !== '_self')
  )
    return null;
  const url = new URL(form.action, location.href);
  if (url.origin !== location.origin || !isLang(url.pathname.split('/')[1])) return null;
  const fields = new FormData(form, event.submitter);
  url.search = new URLSearchParams(
    [...fields].filter((e): e is [string, string] => typeof e[1] === 'string'),
  ).toString();
  return url;
}

/** The payload of a page, and the address it is shown under (a detail page redirects to its one address). */
async function fetchPayload(url: URL): Promise<{ payload: Payload; shown: URL }> {
  const response = await fetch(PAYLOAD_PREFIX + url.pathname + url.search, { headers: { accept: 'application/json' } });
  if (!response.headers.get('content-type')?.includes('application/json'))
    throw new Error(`payload ${response.status}`);
  const final = new URL(response.url, location.href);
  const shown = response.redirected
    ? new URL(final.pathname.slice(PAYLOAD_PREFIX.length) + final.search + url.hash, location.href)
    : url;
  return { payload: (await response.json()) as Payload, shown };
}

async function messagesFor(chunks: readonly string[]): Promise<Messages> {
  const cached = messageCache.get(chunks.join(' '));
  if (cached) return cached;
  const messages = await importOrReload(() => loadMessages(chunks));
  messageCache.set(chunks.join(' '), messages);
  return messages;
}

function scrollIntent(url: URL, payload: Payload, pop: boolean): ScrollIntent {
  if (pop) return { kind: 'restore', key: entryKey() };
  if (url.hash) return { kind: 'hash', id: url.hash.slice(1) };
  const base = payload.state.base;
  return base && ROUTES[base].keepScroll ? { kind: 'keep' } : { kind: 'top' };
}

async function navigate(url: URL, render: Render, pop: boolean): Promise<void> {
  const token = ++latest;
  if (!pop) saveScroll();
  const stop = startProgress();
  try {
    const { payload, shown } = await fetchPayload(url);
    const [messages] = await Promise.all([
      messagesFor(payload.messages),
      importOrReload(() => loadShown(payload.state)),
    ]);
    if (token !== latest) return;
    if (!pop && !payload.fatal) writeAddress('push', { key: newEntryKey() }, shown.href);
    render(payload, messages);
    applyHead(payload.head, payload.state.lang);
    applyScroll(scrollIntent(url, payload, pop));
    if (!pop) focusMain();
  } catch {
    if (token === latest) location.assign(url.href);
  } finally {
    stop();
  }
}

/** Moves focus to the new content so screen readers announce the page change. */
function focusMain() {
  const main = document.getElementById('main');
  if (!main) return;
  if (!main.hasAttribute('tabindex')) main.setAttribute('tabindex', '-1');
  main.focus({ preventScroll: true });
}

export function startNavigation(
  initialChunks: readonly string[],
  initialMessages: Messages,
  render: Render,
): () => void {
  messageCache.set(initialChunks.join(' '), initialMessages);
  history.scrollRestoration = 'manual';
  noteFirstAddress();
  entryKey();
  let pending = 0;
  const onScroll = () => {
    cancelAnimationFrame(pending);
    pending = requestAnimationFrame(saveScroll);
  };
  const onClick = (event: MouseEvent) => {
    const url = pageLink(event);
    if (!url) return;
    event.preventDefault();
    void navigate(url, render, false);
  };
  const onSubmit = (event: SubmitEvent) => {
    const url = formTarget(event);
    if (!url) return;
    event.preventDefault();
    void navigate(url, render, false);
  };
  const onPop = () => {
    if (pageMoved()) void navigate(new URL(location.href), render, true);
    else restoreWithinPage();
  };
  addEventListener('scroll', onScroll, { passive: true });
  document.addEventListener('click', onClick);
  document.addEventListener('submit', onSubmit);
  addEventListener('popstate', onPop);
  return () => {
    removeEventListener('scroll', onScroll);
    document.removeEventListener('click', onClick);
    document.removeEventListener('submit', onSubmit);
    removeEventListener('popstate', onPop);
  };
}
