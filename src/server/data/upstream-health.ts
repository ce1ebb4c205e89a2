import type { UpstreamHealth } from '../../shared/instance.js';
import type { UpstreamTiming } from './observe.js';

/** Follows every call the client makes to one origin (ISO times from the given clock). */
export function upstreamHealth(origin: string, now: () => number) {
  const health: UpstreamHealth = { origin, reachable: null, lastSuccess: null, lastFailure: null, lastError: null };
  let failedAt = Number.NEGATIVE_INFINITY;
  return {
    observe(timing: UpstreamTiming): void {
      if (timing.origin !== origin) return;
      const at = new Date(now()).toISOString();
      if (timing.outcome === 'ok') Object.assign(health, { reachable: true, lastSuccess: at });
      else {
        failedAt = now();
        Object.assign(health, {
          reachable: false,
          lastFailure: at,
          lastError: timing.status ? `HTTP ${timing.status}` : timing.outcome,
        });
      }
    },
    /** Whether a call failed within the last `ms`. */
    failedWithin: (ms: number): boolean => now() - failedAt < ms,
    snapshot: (): UpstreamHealth => ({ ...health }),
  };
}
