import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { countInFlight } from '../../../src/server/http/in-flight.js';
import { testApp } from '../../helpers/app.js';

/** A loopback server whose answers wait for the test; `held` resolves with each response as it arrives. */
async function holdingServer() {
  const held: ServerResponse[] = [];
  let arrived = () => {};
  const server = createServer((_req, res) => {
    held.push(res);
    arrived();
  });
  const inFlight = countInFlight(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  /** Sends a request and resolves once the server holds it, with the answer still to come. */
  const hold = async () => {
    const reached = new Promise<void>((resolve) => (arrived = resolve));
    const answered = fetch(url).then((r) => r.text());
    await reached;
    return { answered };
  };
  const close = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  closing.push(close);
  return { inFlight, held, hold };
}

const closing: (() => Promise<void>)[] = [];
afterEach(async () => {
  await Promise.all(closing.splice(0).map((close) => close()));
});

describe('countInFlight', () => {
  it('resolves at once when no request is being answered', async () => {
    const { inFlight } = await holdingServer();
    expect(inFlight.count).toBe(0);
    await inFlight.whenIdle(60_000);
  });

  it('waits for the requests being answered to finish', async () => {
    const { inFlight, held, hold } = await holdingServer();
    const answers = [(await hold()).answered, (await hold()).answered];
    expect(inFlight.count).toBe(2);
    let idle = false;
    const waited = inFlight.whenIdle(60_000).then(() => {
      idle = true;
    });
    held[0]!.end('one');
    await answers[0];
    expect(idle).toBe(false);
    expect(inFlight.count).toBe(1);
    held[1]!.end('two');
    await waited;
    expect(inFlight.count).toBe(0);
    await answers[1];
  });

  it('counts a request whose connection broke as finished', async () => {
    const { inFlight, held, hold } = await holdingServer();
    const answer = (await hold()).answered.catch(() => 'broken');
    held[0]!.socket?.destroy();
    await inFlight.whenIdle(60_000);
    expect(inFlight.count).toBe(0);
    expect(await answer).toBe('broken');
  });

  it('gives up waiting after its bound, so a steady stream of requests starves nothing', async () => {
    const { inFlight, held, hold } = await holdingServer();
    const { answered } = await hold();
    await inFlight.whenIdle(1);
    expect(inFlight.count).toBe(1);
    held[0]!.end('done');
    await answered;
  });
});

describe("the site's inFlight", () => {
  it('counts the requests of the server the site listens on', async () => {
    const app = await testApp();
    closing.push(() => app.close());
    let answer = () => {};
    let arrived = () => {};
    const reached = new Promise<void>((resolve) => (arrived = resolve));
    app.get('/held-for-test', (_request, reply) => {
      arrived();
      return new Promise<void>((resolve) => {
        answer = () => {
          reply.send('done');
          resolve();
        };
      });
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const response = fetch(`http://127.0.0.1:${(app.server.address() as AddressInfo).port}/held-for-test`);
    await reached;
    let idle = false;
    const waited = app.inFlight.whenIdle(60_000).then(() => {
      idle = true;
    });
    expect(app.inFlight.count).toBe(1);
    await new Promise((resolve) => setImmediate(resolve));
    expect(idle).toBe(false);
    answer();
    await (await response).text();
    await waited;
  });
});
