import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { startEmbeddedUpstream } from '../../src/upstream/embedded.js';
import { ANCHOR } from './embedded.js';
import { forward } from './forward.js';

/**
 * The embedded league API behind a loopback proxy that counts the calls it passes on. Paths
 * matching `refuse` answer 404, as a league API without that call does.
 */
export async function countingUpstream(clock: () => Date, refuse?: RegExp) {
  const api = await startEmbeddedUpstream({ anchor: ANCHOR, clock, faults: null, env: {} });
  const calls: string[] = [];
  const proxy: Server = createServer((req, res) => {
    calls.push(req.url ?? '/');
    if (refuse?.test(new URL(req.url ?? '/', api.origin).pathname)) {
      res.writeHead(404, { 'content-type': 'application/json' }).end('{"message":"Not found"}');
      return;
    }
    forward(req, res, api.origin);
  });
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
  return {
    origin: `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`,
    calls,
    close: async () => {
      proxy.closeAllConnections();
      await new Promise<void>((resolve) => proxy.close(() => resolve()));
      await api.close();
    },
  };
}
