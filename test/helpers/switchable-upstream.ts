import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FaultConfig } from '../../src/upstream/app.js';
import { type EmbeddedUpstream, startEmbeddedUpstream } from '../../src/upstream/embedded.js';
import { ANCHOR } from './embedded.js';
import { forward } from './forward.js';

export type UpstreamMode = 'healthy' | 'failing' | 'malformed' | 'stopped';

const FAULTS: Record<Exclude<UpstreamMode, 'stopped'>, FaultConfig | null> = {
  healthy: null,
  // The embedded API's own fault flags: --fail-rate 0.3 --status 503, and --malformed.
  failing: { rules: [{ path: '/api/**', failRate: 0.3, status: 503 }] },
  malformed: { rules: [{ path: '/api/**', malformed: true }] },
};

/**
 * One loopback address for the site's UPSTREAM_URL in front of the embedded league API, healthy,
 * failing 30 % of calls, answering broken JSON, or stopped (connections dropped), switched at will.
 */
export async function switchableUpstream(clock: () => Date) {
  const apis = {} as Record<Exclude<UpstreamMode, 'stopped'>, EmbeddedUpstream>;
  for (const mode of ['healthy', 'failing', 'malformed'] as const) {
    apis[mode] = await startEmbeddedUpstream({ anchor: ANCHOR, clock, faults: FAULTS[mode], env: {} });
  }
  let mode: UpstreamMode = 'healthy';
  const proxy: Server = createServer((req, res) => {
    if (mode === 'stopped') return req.socket.destroy();
    forward(req, res, apis[mode].origin);
  });
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
  return {
    origin: `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`,
    set: (next: UpstreamMode) => void (mode = next),
    close: async () => {
      proxy.closeAllConnections();
      await new Promise<void>((resolve) => proxy.close(() => resolve()));
      await Promise.all(Object.values(apis).map((api) => api.close()));
    },
  };
}
