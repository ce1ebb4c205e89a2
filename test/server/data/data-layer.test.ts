import { Registry } from 'prom-client';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createDataLayer, type DataLayer, type DataLogger } from '../../../src/server/data/index.js';
import { NotFoundError, UpstreamError } from '../../../src/server/errors.js';
import { season, seasonDetail, team } from '../../helpers/api-responses.js';
import { type FaultServer, startFaultServer } from './helpers/fault-server.js';

const MIN = 60_000;
let server: FaultServer;
let layers: DataLayer[] = [];
let now = 0;

beforeAll(async () => {
  server = await startFaultServer();
});
afterAll(async () => {
  await server.close();
});
beforeEach(() => {
  server.reset();
  now = Date.parse('2026-03-01T12:00:00Z');
});
afterEach(async () => {
  await Promise.all(layers.map((l) => l.close()));
  layers = [];
});

function layer(options: Partial<Parameters<typeof createDataLayer>[0]> = {}): DataLayer {
  const data = createDataLayer({
    origin: server.url,
    cmsUrl: null,
    context: 'kings',
    now: () => now,
    sleep: async () => {},
    ...options,
  });
  layers.push(data);
  return data;
}

const TEAM = '/api/v1/competition/teams/174';
const SEASON = '/api/v1/competition/seasons/35';

describe('the data layer against a real upstream', () => {
  it('serves the last good value when the upstream fails', async () => {
    server.on(TEAM, [{ json: team(174, 'Wolf Pack FC') }, { status: 503, json: { message: 'down' } }]);
    const data = layer();
    expect((await data.api.team(174)).name).toBe('Wolf Pack FC');
    now += 120 * MIN;
    const { value, calls } = await data.trace(() => data.api.team(174));
    expect(value.name).toBe('Wolf Pack FC');
    expect(calls).toEqual([expect.objectContaining({ key: TEAM, family: 'roster', outcome: 'stale-if-error' })]);
    expect(server.count(TEAM)).toBe(3);
  });

  it('revalidates a stale value with exactly one request while serving it', async () => {
    server.on(SEASON, [
      { json: seasonDetail(35, { name: 'old' }) },
      { json: seasonDetail(35, { name: 'new' }), delayMs: 150 },
    ]);
    const data = layer();
    await data.api.season(35, 'es');
    now += 2 * MIN;
    const stale = await Promise.all(Array.from({ length: 10 }, () => data.trace(() => data.api.season(35, 'es'))));
    expect(stale.map((s) => s.value.name)).toEqual(Array(10).fill('old'));
    expect(stale.every((s) => s.calls[0]?.outcome === 'stale')).toBe(true);
    await vi.waitFor(async () => expect((await data.api.season(35, 'es')).name).toBe('new'));
    expect(server.count(SEASON)).toBe(2);
  });

  it('sends one upstream request for 50 concurrent misses', async () => {
    server.on(TEAM, [{ json: team(174, 'Wolf Pack FC'), delayMs: 100 }]);
    const data = layer();
    const teams = await Promise.all(Array.from({ length: 50 }, () => data.api.team(174)));
    expect(new Set(teams.map((t) => t.id))).toEqual(new Set([174]));
    expect(server.count(TEAM)).toBe(1);
  });

  it('keeps the cache within its byte bound by evicting', async () => {
    server.on(TEAM, [{ json: team(174, 'Wolf Pack FC') }]);
    for (let id = 1; id <= 40; id++)
      server.on(`/api/v1/competition/teams/${id}`, [{ json: team(id, `Team ${id} ${'x'.repeat(800)}`) }]);
    const data = layer({ cache: { maxBytes: 16_000 } });
    await data.api.team(174);
    for (let id = 1; id <= 40; id++) await data.api.team(id);
    expect(data.cache.totalSize).toBeLessThanOrEqual(16_000);
    expect(data.cache.size).toBeLessThan(41);
    await data.api.team(174);
    expect(server.count(TEAM)).toBe(2);
  });

  it('never caches a bad shape, and logs it with its path', async () => {
    server.on(TEAM, [{ json: { id: '174', name: null } }]);
    const logger: DataLogger = { debug: vi.fn(), info: vi.fn(), warn: vi.fn(), error: vi.fn() };
    const data = layer({ logger });
    for (let i = 0; i < 2; i++) {
      const error = await data.api.team(174).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(UpstreamError);
      expect(error).toMatchObject({ message: 'bad shape', path: TEAM });
    }
    expect(server.count(TEAM)).toBe(2);
    expect(logger.error).toHaveBeenCalledWith(expect.objectContaining({ path: TEAM }), 'upstream bad shape');
  });

  it('turns a 404 of a team or its seasons into Team not found', async () => {
    const data = layer();
    await expect(data.api.team(999)).rejects.toThrow(new NotFoundError('Team not found'));
    await expect(data.api.teamSeasons(999)).rejects.toThrow(new NotFoundError('Team not found'));
    await expect(data.api.team(-1)).rejects.toBeInstanceOf(NotFoundError);
    expect(server.requests.map((r) => r.url)).toEqual([
      '/api/v1/competition/teams/999',
      '/api/v1/competition/teams/999/seasons',
    ]);
  });

  it('reports cache and upstream metrics on the registry it is given', async () => {
    server.on(TEAM, [{ json: team(174, 'Wolf Pack FC') }]);
    const registry = new Registry();
    const data = layer({ registry });
    await data.api.team(174);
    await data.api.team(174);
    const text = await registry.metrics();
    expect(text).toContain('data_cache_lookups{outcome="hit"} 1');
    expect(text).toContain('data_cache_lookups{outcome="miss"} 1');
    expect(text).toContain('upstream_requests_total{outcome="ok",status="200"} 1');
  });

  it('is ready when the upstream answers or the cache is warm', async () => {
    const clusters = '/api/v1/competition/season-clusters';
    server.on(clusters, [{ json: [] }]);
    const data = layer();
    expect(await data.ping()).toBe(true);
    const cold = layer({ origin: 'http://127.0.0.1:9', timeouts: { connectMs: 500, budgetMs: 1000 } });
    expect(await cold.ping()).toBe(false);
  });

  it('keeps an API base path and the language in the key', async () => {
    server.on(`/league${SEASON}`, [{ json: seasonDetail(35) }]);
    const data = layer({ origin: `${server.url}/league/` });
    const { calls } = await data.trace(async () => {
      await data.api.season(35, 'fr');
      await data.api.season(35, 'fr');
      await data.api.season(35, 'en');
    });
    expect(calls.map((c) => `${c.key} ${c.outcome}`)).toEqual([
      `/league${SEASON}?lang=fr miss`,
      `/league${SEASON}?lang=fr hit`,
      `/league${SEASON}?lang=en miss`,
    ]);
  });

  it("hands out frozen values, so no request can change another one's data", async () => {
    server.on('/api/v1/competition/teams/174/seasons', [{ json: [season(35), season(34)] }]);
    const seasons = await layer().api.teamSeasons(174);
    expect(() => (seasons as unknown as unknown[]).reverse()).toThrow(TypeError);
  });
});
