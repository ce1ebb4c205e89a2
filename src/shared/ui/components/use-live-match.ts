import { usePolling } from './use-polling.js';
import { useEffect, useState } from 'react';
import type { Lang } from '../../config/locales.js';
import type { MatchView } from '../../league/match-view.js';
import { LIVE_PREFIX } from '../payload.js';

/** docs/spec.md §9's timing values: every 8 s while live, every 30 s while starting soon. */
export const LIVE_POLL_MS = 8_000;
export const SOON_POLL_MS = 30_000;

/**
 * Keeps a match up to date while it is soon or live: paused while the tab is hidden, stopped
 * at full time, and keeping the last good data when a poll fails.
 */
export function useLiveMatch(initial: MatchView, region: string, lang: Lang): MatchView {
  const [view, setView] = useState(initial);
  useEffect(() => setView(initial), [initial]);
  const tracked = view.tracked || view.status === 'live';
  const delay = view.status === 'live' ? LIVE_POLL_MS : SOON_POLL_MS;
  usePolling(tracked, delay, `${region} ${lang} ${view.id}`, async (stopped) => {
    const res = await fetch(`${LIVE_PREFIX}/${region}/${view.id}?lang=${lang}`, { headers: { accept: 'application/json' } });
    if (res.ok && !stopped()) setView((await res.json()) as MatchView);
  });
  return view;
}
