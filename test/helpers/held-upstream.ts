import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { startEmbeddedUpstream } from '../../src/upstream/embedded.js';
import { ANCHOR } from './embedded.js';
import { forward } from './forward.js';

/**
 * The embedded league API behind a loopback proxy that holds every call whose path matches
 * `hold` until the test lets them go: answered as the API answers them, or failed with a 503.
 * `arrived` resolves when the first held call comes in.
 */
export async function heldUpstream(clock: () => Date, hold: RegExp) {
  const api = await startEmbeddedUpstream({ anchor: ANCHOR, clock, faults: null, env: {} });
  let holding = true;
  let failing = false;
  let reached = () => {};
  const arrived = new Promise<void>((resolve) => (reached = resolve));
  const waiting: (() => void)[] = [];
  const proxy: Server = createServer((req, res) => {
    const pass = () => {
      if (failing) {
        res.writeHead(503, { 'content-type': 'application/json' }).end('{"message":"unavailable"}');
        return;
      }
      forward(req, res, api.origin);
    };
    if (holding && hold.test(new URL(req.url ?? '/', api.origin).pathname)) {
      waiting.push(pass);
      reached();
      return;
    }
    pass();
  });
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
  /** Lets the held calls go, and every later one through at once. */
  const release = (outcome: 'answer' | 'fail') => {
    holding = false;
    failing = outcome === 'fail';
    for (const pass of waiting.splice(0)) pass();
  };
  return {
    origin: `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`,
    arrived,
    release,
    /** From now on every call is answered. */
    heal: () => {
      failing = false;
    },
    close: async () => {
      release('answer');
      proxy.closeAllConnections();
      await new Promise<void>((resolve) => proxy.close(() => resolve()));
      await api.close();
    },
  };
}
