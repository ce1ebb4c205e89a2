import { useEffect, useState } from 'react';
import type { MatchView } from '../../league/match-view.js';
import { LIVE_PREFIX } from '../payload.js';
import { usePolling } from './use-polling.js';

/** docs/spec.md §9's timing values: every 8 s while live, every 30 s while starting soon. */
export const LIVE_POLL_MS = 8_000;
export const SOON_POLL_MS = 30_000;

/**
 * Keeps a match up to date while it is soon or live: paused while the tab is hidden, stopped
 * at full time, and keeping the last good data when a poll fails. The poll's address names no
 * language (its answer has none), so every visitor of the match shares one cached answer.
 */
export function useLiveMatch(initial: MatchView, region: string): MatchView {
  const [view, setView] = useState(initial);
  useEffect(() => setView(initial), [initial]);
  const tracked = view.tracked || view.status === 'live';
  const delay = view.status === 'live' ? LIVE_POLL_MS : SOON_POLL_MS;
  usePolling(tracked, delay, `${region} ${view.id}`, async (stopped) => {
    const res = await fetch(`${LIVE_PREFIX}/${region}/${view.id}`, { headers: { accept: 'application/json' } });
    if (res.ok && !stopped()) setView((await res.json()) as MatchView);
  });
  return view;
}
