import { describe, expect, it } from 'vitest';
import { UpstreamError } from '../../src/server/errors.js';
import { pageData, testApp } from '../helpers/app.js';
import { sharedEmbeddedSite } from '../helpers/embedded.js';
import { fakeData } from '../helpers/fake-data.js';

interface HomeData {
  view: {
    onNow: { region: string; match: { status: string } }[];
    latest: { region: string }[];
    leaders: { region: string; row: { name: string } }[];
  };
}

describe('the home page on the embedded league', () => {
  const site = sharedEmbeddedSite();

  it.each(['/en', '/ar'])(
    '%s shows what is live and next across competitions, results and every leader',
    async (url) => {
      const res = await site.app.inject({ url });
      expect(res.statusCode).toBe(200);
      const { view } = pageData(res.body).state.data as HomeData;
      expect(view.onNow.length).toBeGreaterThan(0);
      expect(view.onNow[0]!.match.status).toBe('live');
      expect(view.latest.length).toBeGreaterThan(0);
      expect(new Set(view.leaders.map((l) => l.region)).size).toBeGreaterThanOrEqual(8);
      for (const { row } of view.leaders) expect(res.body).toContain(row.name.replace(/&/g, '&amp;'));
      expect(res.body).toMatch(/href="\/(en|ar)\/[a-z-]+\/matches\/\d+-/);
    },
  );

  it('links each result to its own competition', async () => {
    const res = await site.app.inject({ url: '/en' });
    const { view } = pageData(res.body).state.data as HomeData;
    const regions = new Set(view.latest.map((m) => m.region));
    for (const region of regions) expect(res.body).toContain(`href="/en/${region}/matches/`);
  });
});

describe('the home page without league data', () => {
  it('answers 503, says the data could not be loaded, and still leads to the competitions', async () => {
    const app = await testApp({}, { data: fakeData(new UpstreamError('down', '/x', 503)) });
    const res = await app.inject({ url: '/en' });
    expect(res.statusCode).toBe(503);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body).toContain('We could not load this data right now');
    expect(res.body).toContain('<meta name="robots" content="noindex">');
    expect(res.body).toContain('href="/en/espana"');
    await app.close();
  });
});
