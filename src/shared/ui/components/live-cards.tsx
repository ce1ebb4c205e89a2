import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useRef, useState } from 'react';
import type { MatchRow } from '../../league/matches-view.js';
import { usePage } from '../app-context.js';
import { LIVE_CARDS_MAX, LIVE_CARDS_PATH } from '../payload.js';
import { LIVE_POLL_MS, SOON_POLL_MS } from './use-live-match.js';
import { usePolling } from './use-polling.js';

interface LiveCards {
  rows: Readonly<Record<string, MatchRow>>;
  /** A card follows its match while it is live or about to start; the returned function stops that. */
  follow(key: string, live: boolean): () => void;
}

const LiveCardsContext = createContext<LiveCards | null>(null);
const NONE: Readonly<Record<string, MatchRow>> = {};

function without<T>(record: Readonly<Record<string, T>>, key: string): Record<string, T> {
  const rest = { ...record };
  delete rest[key];
  return rest;
}

/**
 * Keeps every match card of the page up to date with one poll for all of them, on the match
 * page's timing (use-live-match.ts): every 8 s while one is live, every 30 s while one is about to
 * start, paused while the tab is hidden. Polled rows belong to the page they were polled for: a
 * navigation starts again from the new page's own rows.
 */
export function LiveCardsProvider({ children }: { children: ReactNode }) {
  const { data } = usePage();
  const [followed, setFollowed] = useState<Record<string, boolean>>({});
  const [polled, setPolled] = useState<{ data: unknown; rows: Record<string, MatchRow> }>({ data, rows: {} });
  const page = useRef(data);
  page.current = data;
  const follow = useCallback((key: string, live: boolean) => {
    setFollowed((f) => (f[key] === live ? f : { ...f, [key]: live }));
    return () => setFollowed((f) => without(f, key));
  }, []);
  const keys = Object.keys(followed).sort().slice(0, LIVE_CARDS_MAX).join(',');
  const delay = Object.values(followed).some(Boolean) ? LIVE_POLL_MS : SOON_POLL_MS;
  usePolling(keys !== '', delay, keys, async (stopped) => {
    const forPage = page.current;
    const res = await fetch(`${LIVE_CARDS_PATH}?m=${keys}`, { headers: { accept: 'application/json' } });
    if (!res.ok || stopped()) return;
    const { rows } = (await res.json()) as { rows: Record<string, MatchRow> };
    if (forPage === page.current)
      setPolled((p) => ({ data: forPage, rows: { ...(p.data === forPage ? p.rows : {}), ...rows } }));
  });
  const rows = polled.data === data ? polled.rows : NONE;
  const value = useMemo(() => ({ rows, follow }), [rows, follow]);
  return <LiveCardsContext.Provider value={value}>{children}</LiveCardsContext.Provider>;
}

/** The card's match as last polled, following it while it is live or about to start. */
export function useLiveCard(region: string, match: MatchRow): MatchRow {
  const cards = useContext(LiveCardsContext);
  const key = `${region}:${match.id}`;
  const row = cards?.rows[key] ?? match;
  const live = row.status === 'live';
  // A match without a page has no live view to read.
  const tracked = row.hasPage && (live || row.soon);
  const follow = cards?.follow;
  useEffect(() => (follow && tracked ? follow(key, live) : undefined), [follow, key, tracked, live]);
  return row;
}
