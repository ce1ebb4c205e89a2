import { describe, expect, it } from 'vitest';
import { UpstreamError } from '../../src/server/errors.js';
import { testApp } from '../helpers/app.js';
import { sharedEmbeddedSite } from '../helpers/embedded.js';
import { fakeData } from '../helpers/fake-data.js';

describe('the sitemap with league data', () => {
  const site = sharedEmbeddedSite();

  it('lists every current club page in every language beside the route table\'s pages', async () => {
    const res = await site.app.inject({ url: '/sitemap.xml' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<loc>https://kingsleague.pro/es/espana/clasificacion</loc>');
    expect(res.body).toContain('<loc>https://kingsleague.pro/en/espana/teams/1-1k-fc</loc>');
    expect(res.body).toContain('<loc>https://kingsleague.pro/ar/espana/teams/1-1k-fc</loc>');
    expect(res.body).toMatch(/<loc>https:\/\/kingsleague\.pro\/de\/italia\/[a-z]+\/\d+-[a-z0-9-]+<\/loc>/);
    expect(res.body).not.toMatch(/teams\/(58|63|64|65|66)-/);
  });
});

describe('the sitemap without league data', () => {
  it('still lists the route table\'s pages', async () => {
    const app = await testApp({}, { data: fakeData(new UpstreamError('down', '/x', 503)) });
    const res = await app.inject({ url: '/sitemap.xml' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<loc>https://kingsleague.pro/ar/mena</loc>');
    expect(res.body).not.toMatch(/\/teams\/\d+-/);
    await app.close();
  });
});
