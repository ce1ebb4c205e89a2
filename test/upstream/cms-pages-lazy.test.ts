import Fastify from 'fastify';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { loadDataset } from '../../src/upstream/data/load.js';
import { buildCmsPages } from '../../src/upstream/generate/pages/build.js';
import { createLeague } from '../../src/upstream/league/league.js';
import { pageRoutes } from '../../src/upstream/routes/pages.js';
import { ANCHOR, NOW } from './helpers.js';

describe("the league's content pages", () => {
  const app = Fastify();
  const build = vi.fn(buildCmsPages);
  const league = createLeague({ anchor: ANCHOR, dataset: loadDataset() });
  pageRoutes(app, { league, clock: () => NOW, startedAt: NOW.getTime() }, build);
  afterAll(() => app.close());

  it('are written on the first call that reads them, not as the API starts, and once', async () => {
    await app.ready();
    expect(build).not.toHaveBeenCalled();
    const pages = await app.inject('/cms/queens-espana/wp-json/wp/v2/pages?lang=es');
    expect(pages.statusCode).toBe(200);
    expect(pages.json().length).toBeGreaterThan(0);
    const link = /\/media\/documents\/[\w.-]+\.pdf/.exec(pages.body)?.[0];
    expect(link).toBeDefined();
    expect((await app.inject(link!)).statusCode).toBe(200);
    expect(build).toHaveBeenCalledTimes(1);
  });
});
