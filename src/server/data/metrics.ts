import { Counter, Gauge, Histogram, type Registry } from 'prom-client';
import type { DataCache } from './cache.js';
import type { UpstreamTiming } from './observe.js';

export interface DataMetrics {
  observeUpstream(timing: UpstreamTiming): void;
}

/**
 * Registers the data layer's metrics on a registry (the app's /metrics one): cache lookups
 * by outcome, cache size, and upstream calls by outcome with their durations and retries.
 * Call once per registry: prom-client refuses a second metric of the same name.
 */
export function registerDataMetrics(registry: Registry, cache: DataCache): DataMetrics {
  new Gauge({
    name: 'data_cache_lookups',
    help: 'Upstream-data cache lookups by outcome since start',
    labelNames: ['outcome'],
    registers: [registry],
    collect() {
      for (const [outcome, n] of Object.entries(cache.stats)) this.set({ outcome }, n);
    },
  });
  new Gauge({
    name: 'data_cache_entries',
    help: 'Upstream responses held',
    registers: [registry],
    collect() {
      this.set(cache.size);
    },
  });
  new Gauge({
    name: 'data_cache_bytes',
    help: 'JSON bytes of the upstream responses held',
    registers: [registry],
    collect() {
      this.set(cache.totalSize);
    },
  });
  const calls = new Counter({
    name: 'upstream_requests_total',
    help: 'Upstream calls by outcome and final status',
    labelNames: ['outcome', 'status'],
    registers: [registry],
  });
  const retries = new Counter({
    name: 'upstream_retries_total',
    help: 'Upstream calls that needed a second attempt',
    registers: [registry],
  });
  const duration = new Histogram({
    name: 'upstream_request_duration_seconds',
    help: 'Upstream call time, retry included',
    labelNames: ['outcome'],
    buckets: [0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 8],
    registers: [registry],
  });
  return {
    observeUpstream(timing) {
      calls.inc({ outcome: timing.outcome, status: timing.status === null ? 'none' : String(timing.status) });
      if (timing.attempts > 1) retries.inc();
      duration.observe({ outcome: timing.outcome }, timing.ms / 1000);
    },
  };
}
