/** What an instance of the site reports of itself: readiness, the status page, operators. */

/** What the site last heard from the league API. */
export interface UpstreamHealth {
  origin: string;
  /** The last call's outcome; null before the first call. */
  reachable: boolean | null;
  lastSuccess: string | null;
  lastFailure: string | null;
  /** The last failure, in words ("HTTP 503", "timeout", "network"). */
  lastError: string | null;
}

export interface InstanceStatus {
  version: string;
  commit: string | null;
  startedAt: string;
  /** Null: no league API configured. */
  upstream: UpstreamHealth | null;
  dataCache: { entries: number; bytes: number } | null;
  pageCache: { entries: number; bytes: number };
}
