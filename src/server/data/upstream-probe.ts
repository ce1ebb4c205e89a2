import { COMPETITION } from './api-paths.js';
import type { HttpClient } from './client.js';

/** Probes follow each other at least this far apart: a busy orchestrator cannot flood the API. */
const PROBE_EVERY_MS = 5000;

/**
 * Whether the league API answers now: the cheapest call it has, straight through the client
 * (the cache would answer for it), shared by concurrent probes and reused for a few seconds.
 */
export function upstreamProbe(client: HttpClient, basePath: string, now: () => number) {
  let last: { at: number; answer: Promise<boolean> } | null = null;
  return {
    get(): Promise<boolean> {
      if (last && now() - last.at < PROBE_EVERY_MS) return last.answer;
      const answer = client.getJson(`${basePath}${COMPETITION}/season-clusters`).then(
        () => true,
        () => false,
      );
      last = { at: now(), answer };
      return answer;
    },
  };
}
