import { afterAll, describe, expect, it, vi } from 'vitest';
import { buildUpstream } from '../../src/upstream/app.js';
import { loadDataset } from '../../src/upstream/data/load.js';
import { buildCmsPages } from '../../src/upstream/generate/pages/build.js';
import { ANCHOR, NOW } from './helpers.js';

vi.mock('../../src/upstream/generate/pages/build.js', async (original) => {
  const actual = await original<typeof import('../../src/upstream/generate/pages/build.js')>();
  return { ...actual, buildCmsPages: vi.fn(actual.buildCmsPages) };
});

describe("the league's content pages", () => {
  const { app } = buildUpstream({ anchor: ANCHOR, clock: () => NOW, faults: null, env: {}, dataset: loadDataset() });
  afterAll(() => app.close());

  it('are written on the first call that reads them, not as the API starts, and once', async () => {
    await app.ready();
    expect(buildCmsPages).not.toHaveBeenCalled();
    const pages = await app.inject('/cms/queens-espana/wp-json/wp/v2/pages?lang=es');
    expect(pages.statusCode).toBe(200);
    expect(pages.json().length).toBeGreaterThan(0);
    const link = /\/media\/documents\/[\w.-]+\.pdf/.exec(pages.body)?.[0];
    expect(link).toBeDefined();
    expect((await app.inject(link!)).statusCode).toBe(200);
    expect(buildCmsPages).toHaveBeenCalledTimes(1);
  });
});
