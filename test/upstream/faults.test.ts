import { once } from 'node:events';
import { get, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildUpstreamApp } from '../../src/upstream/app.js';
import { faultsFromArgs } from '../../src/upstream/env.js';
import type { FaultConfig } from '../../src/upstream/faults/config.js';
import { API, NOW, upstream } from './helpers.js';

const SEASON = `${API}/seasons/41`;

/** An app with faults, the faults it reports, and a wait for the first report of a kind. */
function faulty(faults: FaultConfig | null | undefined, env: Record<string, string> = {}) {
  const heard: [string, string][] = [];
  const waiting = new Map<string, () => void>();
  const app = buildUpstreamApp({
    anchor: '2026-11-22',
    clock: () => NOW,
    env,
    faults,
    onFault: (kind, path) => {
      heard.push([kind, path]);
      waiting.get(kind)?.();
    },
  });
  const hears = (kind: string) => new Promise<void>((resolve) => waiting.set(kind, resolve));
  return { app, heard, hears };
}

// The faults wait on setTimeout; faking it alone lets a test move time while I/O stays real.
const fakeTimeouts = () => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
afterEach(() => {
  vi.useRealTimers();
});

describe('off by default', () => {
  it('injects nothing without options or environment', async () => {
    const { app, heard } = faulty(undefined);
    for (let i = 0; i < 20; i++) {
      const res = await app.inject(SEASON);
      expect(res.statusCode).toBe(200);
      expect(res.headers['x-upstream-fault']).toBeUndefined();
      JSON.parse(res.body);
    }
    expect(heard).toEqual([]);
    await app.close();
  });

  it('injects nothing when told `faults: null`, whatever the environment says', async () => {
    const { app, heard } = faulty(null, { UPSTREAM_FAULT_STATUS: '500' });
    expect((await app.inject(SEASON)).statusCode).toBe(200);
    expect(heard).toEqual([]);
    await app.close();
  });
});

describe('each fault', () => {
  it('adds latency to matching paths only', async () => {
    const { app, heard, hears } = faulty({ rules: [{ path: '/api/v1/competition/seasons/*', latencyMs: 150 }] });
    await app.ready();
    fakeTimeouts();
    let answered = false;
    const held = hears('latency');
    const slow = app.inject(SEASON).then((res) => {
      answered = true;
      return res;
    });
    await held;
    // Another path is answered in full while the matching request waits, with no time passing.
    expect((await app.inject(`${SEASON}/teams`)).statusCode).toBe(200);
    expect(answered).toBe(false);
    await vi.advanceTimersByTimeAsync(149);
    expect((await app.inject(`${SEASON}/teams`)).statusCode).toBe(200);
    expect(answered).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect((await slow).statusCode).toBe(200);
    expect(heard).toEqual([['latency', '/api/v1/competition/seasons/41']]);
    await app.close();
  });

  it('fails every matching request with a fixed status; `*` stays inside a segment, `**` crosses them', async () => {
    const { app } = faulty({
      rules: [
        { path: '/api/v1/competition/matches/*', status: 502 },
        { path: '/cms/**', status: 429 },
      ],
    });
    const res = await app.inject(`${API}/matches/2100`);
    expect(res.statusCode).toBe(502);
    expect(res.headers['x-upstream-fault']).toBe('status');
    expect(res.json()).toEqual({ message: expect.stringContaining('502') });
    expect((await app.inject(`${API}/matches/2100/extra`)).statusCode).toBe(404);
    expect((await app.inject('/cms/kings-espana/wp-json/wp/v2/posts')).statusCode).toBe(429);
    expect((await app.inject(SEASON)).statusCode).toBe(200);
    await app.close();
  });

  it('fails a share of requests, the same ones for the same seed', async () => {
    const statuses = async (seed: number) => {
      const { app } = faulty({ seed, rules: [{ path: '^/api/', failRate: 0.5 }] });
      const out: number[] = [];
      for (let i = 0; i < 40; i++) out.push((await app.inject(`${API}/turns/1`)).statusCode);
      await app.close();
      return out;
    };
    const first = await statuses(3);
    expect(new Set(first)).toEqual(new Set([200, 503]));
    expect(first.filter((x) => x === 503).length).toBeGreaterThan(8);
    expect(first.filter((x) => x === 503).length).toBeLessThan(32);
    expect(await statuses(3)).toEqual(first);
    expect(await statuses(4)).not.toEqual(first);
  });

  it('cuts JSON bodies in half, leaving other bodies alone', async () => {
    const { app, heard } = faulty({ rules: [{ malformed: true }] });
    const res = await app.inject(SEASON);
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-upstream-fault']).toBe('malformed');
    expect(() => JSON.parse(res.body)).toThrow();
    const svg = await app.inject('/media/teams/1.svg');
    expect(svg.body).toMatch(/<\/svg>$/);
    expect(heard).toContainEqual(['malformed', '/api/v1/competition/seasons/41']);
    await app.close();
  });

  it('drips a body out slowly: the headers arrive first, the whole body late but intact', async () => {
    const { app } = faulty({ rules: [{ path: '/api/**', slowBodyMs: 600 }] });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;
    const request = (path: string) =>
      new Promise<IncomingMessage>((resolve, reject) =>
        get(`http://127.0.0.1:${port}${path}`, resolve).on('error', reject),
      );
    /** A request of another path answered in full: a piece sent before it would have arrived first. */
    const roundTrip = async () => {
      const other = await request('/media/teams/1.svg');
      await once(other.resume(), 'end');
    };
    fakeTimeouts();
    const res = await request(`${API}/turns/1`);
    expect(res.statusCode).toBe(200);
    const pieces: Buffer[] = [];
    let ended = false;
    let arrived = () => {};
    res.on('data', (piece: Buffer) => {
      pieces.push(piece);
      arrived();
    });
    res.on('end', () => {
      ended = true;
      arrived();
    });
    const until = (done: () => boolean) =>
      new Promise<void>((resolve) => {
        arrived = () => void (done() && resolve());
        arrived();
      });
    // The first of ten pieces comes with the headers, before any time passes; each other one 60 ms after the last.
    await until(() => pieces.length === 1);
    for (let i = 2; i <= 10; i++) {
      await vi.advanceTimersByTimeAsync(59);
      await roundTrip();
      expect([pieces.length, ended]).toEqual([i - 1, false]);
      await vi.advanceTimersByTimeAsync(1);
      await until(() => pieces.length === i);
    }
    await until(() => ended);
    expect(pieces).toHaveLength(10);
    expect((JSON.parse(Buffer.concat(pieces).toString()) as { id: number }).id).toBe(1);
    await app.close();
  });

  it('reads its rules from UPSTREAM_FAULTS, or from the single UPSTREAM_FAULT_* variables', async () => {
    const json = faulty(undefined, { UPSTREAM_FAULTS: JSON.stringify({ rules: [{ path: '/api/**', status: 500 }] }) });
    expect((await json.app.inject(SEASON)).statusCode).toBe(500);
    const single = faulty(undefined, {
      UPSTREAM_FAULT_PATH: '/api/**',
      UPSTREAM_FAULT_STATUS: '504',
      UPSTREAM_FAULT_RATE: '1',
    });
    expect((await single.app.inject(SEASON)).statusCode).toBe(504);
    expect((await single.app.inject('/media/teams/1.svg')).statusCode).toBe(200);
    await Promise.all([json.app.close(), single.app.close()]);
  });

  it("reads its rule from main.ts's command-line flags", () => {
    expect(
      faultsFromArgs([
        '--latency',
        '200',
        '--path=/api/**',
        '--fail-rate',
        '0.2',
        '--status',
        '503',
        '--malformed',
        '--fault-seed',
        '9',
      ]),
    ).toEqual({
      seed: 9,
      rules: [{ latencyMs: 200, path: '/api/**', failRate: 0.2, status: 503, malformed: 1 }],
    });
    expect(faultsFromArgs(['--path=^/api/v1/(seasons|matches)=x'])).toEqual({
      rules: [{ path: '^/api/v1/(seasons|matches)=x' }],
    });
    expect(faultsFromArgs([])).toBeNull();
  });
});

describe('bad fault configuration', () => {
  it.each([
    [{ UPSTREAM_FAULTS: '{' }, /UPSTREAM_FAULTS: is not valid JSON/],
    [{ UPSTREAM_FAULTS: '{"rules":[{"latency":100}]}' }, /UPSTREAM_FAULTS rule 0: unknown setting latency/],
    [
      { UPSTREAM_FAULTS: '{"rules":[{"failRate":2}]}' },
      /UPSTREAM_FAULTS rule 0: failRate must be a number from 0 to 1/,
    ],
    [{ UPSTREAM_FAULTS: '{"rules":[{"latencyMs":[50,10]}]}' }, /UPSTREAM_FAULTS rule 0: latencyMs range/],
    [
      { UPSTREAM_FAULTS: '{"rules":[{"path":"^("}]}' },
      /UPSTREAM_FAULTS rule 0: path is not a valid regular expression/,
    ],
    [{ UPSTREAM_FAULTS: '{"seed":"x","rules":[]}' }, /UPSTREAM_FAULTS: seed must be an integer/],
    [{ UPSTREAM_FAULTS: '"everything"' }, /UPSTREAM_FAULTS: expected/],
    [{ UPSTREAM_FAULT_RATE: '1.5' }, /UPSTREAM_FAULT_RATE must be a number from 0 to 1/],
    [{ UPSTREAM_FAULT_LATENCY_MS: 'slow' }, /UPSTREAM_FAULT_LATENCY_MS must be whole milliseconds/],
    [{ UPSTREAM_FAULT_STATUS: '200' }, /UPSTREAM_FAULT_STATUS must be an HTTP error status/],
    [{ UPSTREAM_FAULT_SLOW_MS: '-5' }, /UPSTREAM_FAULT_SLOW_MS must be whole milliseconds/],
    [{ UPSTREAM_FAULT_MALFORMED: 'yes' }, /UPSTREAM_FAULT_MALFORMED must be a number from 0 to 1/],
    [{ UPSTREAM_FAULT_STATUS: '500', UPSTREAM_FAULT_SEED: 'abc' }, /UPSTREAM_FAULT_SEED must be an integer/],
    [{ LEAGUE_ANCHOR: '2026-02-30' }, /LEAGUE_ANCHOR: invalid anchor date/],
    [{ LEAGUE_SEED: 'seven' }, /LEAGUE_SEED: must be an integer/],
  ])('refuses %o, naming the variable', (env, message) => {
    expect(() => buildUpstreamApp({ clock: () => NOW, env })).toThrow(message);
  });

  it('refuses bad faults given in code', () => {
    expect(() => upstream({ faults: { rules: [{ failRate: -1 }] } })).toThrow(/faults option rule 0: failRate/);
  });

  it.each([
    [['--latency', 'soon'], /--latency must be whole milliseconds/],
    [['--fail-rate=2'], /--fail-rate must be a number from 0 to 1/],
    [['--status', '302'], /--status must be an HTTP error status/],
    [['--slow'], /unknown flag --slow/],
    [['--path'], /--path needs a value/],
    [['--status', '500', '--fault-seed', 'x'], /--fault-seed must be an integer/],
  ])('refuses the flags %o, naming the flag', (args, message) => {
    expect(() => faultsFromArgs(args)).toThrow(message);
  });
});
