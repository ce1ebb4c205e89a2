import type { AddressInfo } from 'node:net';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { buildUpstream, type UpstreamOptions, warmBeforeReady } from './app.js';

export interface EmbeddedUpstream {
  /** http://127.0.0.1:{port}: the site talks to it over HTTP, exactly as to the real API. */
  origin: string;
  /**
   * With `warmLater`, works out the league a step per turn of the event loop, so requests are
   * answered between the steps, each step first awaiting `beforeStep` (the site passes "once no
   * page is being served"); resolves when done or closed. Otherwise already done: resolves.
   */
  warm(beforeStep?: () => Promise<void>): Promise<void>;
  close(): Promise<void>;
}

export interface EmbeddedOptions extends UpstreamOptions {
  /**
   * Leave the league's warming to `warm()` instead of doing it before listening: the site's own
   * process answers its first page sooner (docs/decisions/0097-start-up-of-a-replica.md).
   */
  warmLater?: boolean;
}

/** The embedded league API on a free loopback port, for `npm start` without UPSTREAM_URL and for tests. */
export async function startEmbeddedUpstream(options: EmbeddedOptions = {}): Promise<EmbeddedUpstream> {
  const { warmLater = false, ...upstream } = options;
  const built = buildUpstream(upstream);
  const { app, warm } = built;
  if (!warmLater) warmBeforeReady(built);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  let closed = false;
  return {
    origin: `http://127.0.0.1:${port}`,
    async warm(beforeStep) {
      if (!warmLater) return;
      const steps = warm();
      do {
        await nextTurn();
        await beforeStep?.();
        if (closed) return;
      } while (!steps.next().done);
    },
    close: () => {
      closed = true;
      return app.close();
    },
  };
}
