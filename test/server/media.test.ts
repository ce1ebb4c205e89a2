import { describe, expect, it } from 'vitest';
import { testApp } from '../helpers/app.js';
import { sharedEmbeddedSite } from '../helpers/embedded.js';

describe('crests and pictures under /media', () => {
  const site = sharedEmbeddedSite();

  it("serves the league API's SVG crest from the site, unable to run anything, with a long cache", async () => {
    const res = await site.app.inject({ url: '/media/teams/1.svg' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/svg+xml');
    expect(res.headers['content-security-policy']).toContain('sandbox');
    expect(res.headers['cache-control']).toContain('max-age=86400');
    expect(res.body).toContain('<svg');
  });

  it("shows the crests on the pages, by the site's own path", async () => {
    const res = await site.app.inject({ url: '/en/espana/tables' });
    expect(res.body).toMatch(/<img class="team-crest" src="\/media\/teams\/\d+\.svg"/);
  });

  it.each(['/media/teams/999999.svg', '/media/teams/..%2F..%2Fetc', '/media/teams/.hidden', '/media/x/y/z'])(
    '%s is a 404',
    async (url) => {
      const res = await site.app.inject({ url });
      expect(res.statusCode).toBe(404);
    },
  );
});

describe('/media with the league API down', () => {
  it('answers 502 briefly and stays up', async () => {
    const app = await testApp({ UPSTREAM_URL: 'http://127.0.0.1:9' });
    const res = await app.inject({ url: '/media/teams/1.svg' });
    expect(res.statusCode).toBe(502);
    expect(res.headers['cache-control']).toBe('no-store');
    await app.close();
  });
});
