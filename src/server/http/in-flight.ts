import type { Server } from 'node:http';

/**
 * The requests a server is answering, for work that can wait: the warming after start-up gives
 * way to a page being served instead of slowing it (docs/decisions/0098-first-page-sooner.md).
 */
export interface InFlight {
  readonly count: number;
  /**
   * Resolves once no request is being answered, or after `atMostMs` whatever the load: under a
   * steady stream of pages the work waiting on it must still get done.
   */
  whenIdle(atMostMs: number): Promise<void>;
}

export function countInFlight(server: Server): InFlight {
  let count = 0;
  let waiters: (() => void)[] = [];
  const settle = () => {
    if (--count > 0) return;
    const woken = waiters;
    waiters = [];
    for (const wake of woken) wake();
  };
  server.on('request', (_req, res) => {
    count++;
    // 'close' comes once per response, whether it finished or its connection broke.
    res.once('close', settle);
  });
  return {
    get count() {
      return count;
    },
    whenIdle(atMostMs) {
      if (count === 0) return Promise.resolve();
      return new Promise((resolve) => {
        const timer = setTimeout(resolve, atMostMs);
        timer.unref();
        waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    },
  };
}
