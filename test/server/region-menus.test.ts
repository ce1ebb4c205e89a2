import { describe, expect, it } from 'vitest';
import { sharedEmbeddedSite } from '../helpers/embedded.js';

const cards = (html: string) => [...html.matchAll(/<a href="([^"]+)" class="card link-card"/g)].map((m) => m[1]);

describe('the champions and the simulator beside the tables, on the pages that list a region’s sections', () => {
  const kings = sharedEmbeddedSite();

  it.each([
    ['/ar/espana', '/ar/espana/champions'],
    ['/pt/brazil', '/pt/brazil/campeoes'],
  ])('%s shows each section once, the roll of champions among them', { timeout: 30_000 }, async (url, champions) => {
    const res = await kings.app.inject({ url });
    expect(res.statusCode).toBe(200);
    const hrefs = cards(res.body);
    expect(hrefs.filter((h) => h === champions)).toHaveLength(1);
    expect(new Set(hrefs).size).toBe(hrefs.length);
  });

  it('still offers the tables among the links of a region’s 404 screen', async () => {
    const res = await kings.app.inject({ url: '/en/espana/players/99999-nobody' });
    expect(res.statusCode).toBe(404);
    expect(res.body).toMatch(/class="error-screen"[\s\S]*href="\/en\/espana\/tables"/);
  });
});
