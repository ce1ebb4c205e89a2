import { afterAll, describe, expect, it } from 'vitest';
import { buildUpstream } from '../../src/upstream/app.js';
import { loadDataset } from '../../src/upstream/data/load.js';
import { startEmbeddedUpstream } from '../../src/upstream/embedded.js';
import { createLeague } from '../../src/upstream/league/league.js';
import { heldGate } from '../helpers/held-gate.js';
import { ANCHOR, API, NOW, upstream } from './helpers.js';

// Each app reads a dataset of its own: a league is shared per dataset, so none borrows another's simulations.
const fresh = { anchor: ANCHOR, clock: () => NOW, faults: null, env: {}, seed: 7 } as const;
const URLS = [
  `${API}/seasons/41`,
  `${API}/matches/2144`,
  `${API}/seasons/41/players/stats/GOL`,
  `${API}/seasons/41/match-center-data`,
  '/cms/kings-espana/wp-json/wp/v2/posts?_embed=1',
];

describe('a league not warmed yet', () => {
  const warmed = upstream({ seed: 7, dataset: loadDataset() });
  const cold = buildUpstream({ ...fresh, dataset: loadDataset() });
  afterAll(() => Promise.all([warmed.close(), cold.app.close()]));

  it('answers byte for byte as a warmed one, before and after its warming', async () => {
    const bodies = (app: typeof warmed) => Promise.all(URLS.map(async (url) => (await app.inject(url)).body));
    const expected = await bodies(warmed);
    expect(expected.every((body) => body.length > 100)).toBe(true);
    expect(await bodies(cold.app)).toEqual(expected);
    for (const _step of cold.warm());
    expect(await bodies(cold.app)).toEqual(expected);
  });
});

describe('warming in steps', () => {
  it('gives way several times before every match is played', () => {
    const league = createLeague({ anchor: ANCHOR, dataset: loadDataset() });
    const steps = [...league.warmSteps(NOW.getTime(), NOW.getTime())].length;
    expect(steps).toBeGreaterThan(10);
  });

  it('lets the embedded API answer while it warms, and stops when the API closes', async () => {
    const api = await startEmbeddedUpstream({ ...fresh, dataset: loadDataset(), warmLater: true });
    let warmed = false;
    const warming = api.warm().then(() => {
      warmed = true;
    });
    const health = await fetch(`${api.origin}/api/health`);
    expect(health.status).toBe(200);
    expect(warmed).toBe(false);
    await api.close();
    await warming;
    expect(warmed).toBe(true);
  });

  it('takes no step before `beforeStep` resolves (on the site: once no page is in flight)', async () => {
    const api = await startEmbeddedUpstream({ ...fresh, dataset: loadDataset(), warmLater: true });
    const gate = heldGate();
    let warmed = false;
    const warming = api.warm(gate.before).then(() => {
      warmed = true;
    });
    await gate.asked;
    expect((await fetch(`${api.origin}/api/health`)).status).toBe(200);
    expect([gate.calls(), warmed]).toEqual([1, false]);
    gate.open();
    await warming;
    expect(gate.calls()).toBeGreaterThan(10);
    await api.close();
  });
});
