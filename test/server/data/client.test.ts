import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { type ClientOptions, HttpClient } from '../../../src/server/data/client.js';
import type { UpstreamTiming } from '../../../src/server/data/observe.js';
import { UpstreamError } from '../../../src/server/errors.js';
import { type FaultServer, startFaultServer } from './helpers/fault-server.js';

let server: FaultServer;
let clients: HttpClient[] = [];
let sleeps: number[] = [];
/** The default wait goes through Node's promise timer; recording it keeps the test off the wall clock. */
const timerWaits = vi.hoisted(() => [] as number[]);
vi.mock('node:timers/promises', async (original) => ({
  ...(await original<typeof import('node:timers/promises')>()),
  setTimeout: async (ms: number) => void timerWaits.push(ms),
}));

beforeAll(async () => {
  server = await startFaultServer();
});
afterAll(async () => {
  await server.close();
});
beforeEach(() => {
  server.reset();
  sleeps = [];
  timerWaits.length = 0;
});
afterEach(async () => {
  await Promise.all(clients.map((c) => c.destroy()));
  clients = [];
});

/** Waits are recorded, not slept: the tests assert what the client asked for. */
function client(options: Partial<ClientOptions> = {}): HttpClient {
  const c = new HttpClient({ origin: server.url, sleep: async (ms) => void sleeps.push(ms), ...options });
  clients.push(c);
  return c;
}

async function failure(promise: Promise<unknown>): Promise<UpstreamError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(UpstreamError);
  return error as UpstreamError;
}

const OK = { json: { ok: true } };

describe('retry policy (docs/spec.md §7)', () => {
  it.each([408, 409, 425, 429, 500, 502, 503, 504])('retries a GET once on %i and succeeds', async (status) => {
    server.on('/x', [{ status, json: { message: 'busy' } }, OK]);
    const res = await client().getJson('/x');
    expect(res.body).toEqual({ ok: true });
    expect(server.count('/x')).toBe(2);
    expect(res.timing.attempts).toBe(2);
  });

  it.each([408, 429, 500, 503])('gives up after the single retry on %i', async (status) => {
    server.on('/x', [{ status, json: {} }]);
    const error = await failure(client().getJson('/x'));
    expect(error.status).toBe(status);
    expect(error.path).toBe('/x');
    expect(server.count('/x')).toBe(2);
  });

  it.each([400, 401, 403, 404, 422, 501])('never retries %i', async (status) => {
    server.on('/x', [{ status, json: { message: 'no' } }, OK]);
    const error = await failure(client().getJson('/x'));
    expect(error.status).toBe(status);
    expect(server.count('/x')).toBe(1);
  });

  it.each(['POST', 'PUT', 'PATCH', 'DELETE'])(
    'never retries %s, even on a retryable status or a reset',
    async (method) => {
      server.on('/x', [{ status: 503, json: {} }, OK]);
      const error = await failure(client().request(method, '/x'));
      expect(error.status).toBe(503);
      expect(server.count('/x')).toBe(1);
      server.on('/r', [{ reset: true }, OK]);
      expect((await failure(client().request(method, '/r'))).message).toBe('network error');
      expect(server.count('/r')).toBe(1);
    },
  );

  it('retries a reset connection once, and only once', async () => {
    server.on('/a', [{ reset: true }, OK]);
    expect((await client().getJson('/a')).body).toEqual({ ok: true });
    expect(server.count('/a')).toBe(2);
    server.on('/b', [{ reset: true }]);
    const error = await failure(client().getJson('/b'));
    expect(error.message).toBe('network error');
    expect(server.count('/b')).toBe(2);
  });
});

describe('Retry-After', () => {
  it('waits the seconds asked for when they fit the budget', async () => {
    server.on('/x', [{ status: 503, headers: { 'retry-after': '3' } }, OK]);
    await client({ timeouts: { budgetMs: 8000 } }).getJson('/x');
    expect(sleeps).toEqual([3000]);
    expect(server.count('/x')).toBe(2);
  });

  it('reads an HTTP date', async () => {
    const now = Date.parse('2026-01-10T12:00:00Z');
    server.on('/x', [{ status: 429, headers: { 'retry-after': 'Sat, 10 Jan 2026 12:00:02 GMT' } }, OK]);
    await client({ now: () => now }).getJson('/x');
    expect(sleeps).toEqual([2000]);
  });

  it('does not retry when the wait exceeds the remaining budget', async () => {
    server.on('/x', [{ status: 503, headers: { 'retry-after': '30' } }, OK]);
    const error = await failure(client({ timeouts: { budgetMs: 8000 } }).getJson('/x'));
    expect(error.status).toBe(503);
    expect(sleeps).toEqual([]);
    expect(server.count('/x')).toBe(1);
  });

  it('waits on the timer when no sleep is injected', async () => {
    server.on('/x', [{ status: 503, headers: { 'retry-after': '1' } }, OK]);
    const c = new HttpClient({ origin: server.url });
    clients.push(c);
    expect((await c.getJson('/x')).body).toEqual({ ok: true });
    expect(timerWaits).toEqual([1000]);
    expect(server.count('/x')).toBe(2);
  });
});

describe('timeouts', () => {
  it('gives up on a hanging upstream without waiting for it, and does not retry', async () => {
    server.on('/hang', [{ hang: true }]);
    const error = await failure(client({ timeouts: { headersMs: 300, budgetMs: 2000 } }).getJson('/hang'));
    expect(error.message).toBe('timeout');
    expect(server.count('/hang')).toBe(1);
    expect(server.answered('/hang')).toBe(0);
    expect(sleeps).toEqual([]);
  });

  it('bounds the whole call by its budget even when the per-phase timeouts are longer', async () => {
    server.on('/slow', [{ delayMs: 20_000, json: {} }]);
    const error = await failure(
      client({ timeouts: { headersMs: 30_000, bodyMs: 30_000, budgetMs: 400 } }).getJson('/slow'),
    );
    expect(error.message).toBe('timeout');
    // The upstream had not answered yet: the budget, not the upstream, ended the call.
    expect(server.answered('/slow')).toBe(0);
    expect(server.count('/slow')).toBe(1);
  });
});

describe('responses', () => {
  it('turns malformed JSON into an upstream error and does not retry it', async () => {
    server.on('/bad', [{ body: '{"id": 1,' }]);
    const error = await failure(client().getJson('/bad'));
    expect(error.message).toBe('bad JSON');
    expect(error.status).toBe(200);
    expect(server.count('/bad')).toBe(1);
  });

  it('refuses a body over the size limit', async () => {
    server.on('/big', [{ json: { text: 'x'.repeat(10_000) } }]);
    const error = await failure(client({ maxBodyBytes: 1000 }).getJson('/big'));
    expect(error.message).toBe('body too large');
  });

  it('sends repeated keys for lists and reports a timing for each call', async () => {
    const timings: UpstreamTiming[] = [];
    server.on('/q', [OK]);
    const res = await client({ onTiming: (t) => timings.push(t) }).getJson('/q', {
      genders: ['male', 'both'],
      lang: 'es',
      skip: undefined,
    });
    expect(server.requests[0]?.url).toBe('/q?genders=male&genders=both&lang=es');
    expect(res.bytes).toBe(JSON.stringify({ ok: true }).length);
    expect(timings).toEqual([
      expect.objectContaining({ path: res.timing.path, status: 200, attempts: 1, outcome: 'ok' }),
    ]);
  });

  it('keeps connections alive across calls', async () => {
    server.on('/k', [OK]);
    const c = client();
    for (let i = 0; i < 10; i++) await c.getJson('/k');
    expect(server.count('/k')).toBe(10);
    // The pool may open a second socket while the first is being released; never one per call.
    expect(server.connections).toBeLessThanOrEqual(3);
  });
});

describe('logging of failed calls', () => {
  function recorder() {
    const lines: [string, string][] = [];
    const at = (level: string) => (_obj: object, msg: string) => void lines.push([level, msg]);
    return {
      lines,
      logger: {
        debug: at('debug'),
        info: at('info'),
        warn: at('warn'),
        error: at('error'),
      } as unknown as ClientOptions['logger'],
    };
  }

  it('tells a thing the API does not have apart from a failure: not found is info, an error a warning', async () => {
    server.on('/missing', [{ status: 404, json: { message: 'Not found' } }]);
    server.on('/broken', [{ status: 400, json: {} }]);
    const { lines, logger } = recorder();
    const c = client({ logger });
    await failure(c.getJson('/missing'));
    await failure(c.getJson('/broken'));
    expect(lines).toEqual([
      ['info', 'upstream answered not found'],
      ['warn', 'upstream request failed'],
    ]);
  });
});
