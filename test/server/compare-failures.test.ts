import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOW, testApp } from '../helpers/app.js';
import { switchableUpstream } from '../helpers/switchable-upstream.js';

const clock = () => NOW;
let upstream: Awaited<ReturnType<typeof switchableUpstream>>;
beforeAll(async () => {
  upstream = await switchableUpstream(clock);
});
afterAll(() => upstream.close());

describe('comparing players while the league API cannot be reached', () => {
  it.each(['/en/espana/compare', '/en/espana/compare?a=1&b=42'])(
    '%s is an honest 503, never a picker without players or a 404',
    async (url) => {
      upstream.set('stopped');
      const app = await testApp({ UPSTREAM_URL: upstream.origin }, { clock });
      const res = await app.inject({ url });
      expect(res.statusCode).toBe(503);
      expect(res.body).not.toContain('class="compare-prompt"');
      expect(res.body).toContain('We could not load this data right now.');
      await app.close();
    },
  );

  it('still refuses a query it cannot read with a 400, before asking the league API', async () => {
    upstream.set('stopped');
    const app = await testApp({ UPSTREAM_URL: upstream.origin }, { clock });
    const res = await app.inject({ url: '/en/espana/compare?a[]=1' });
    expect(res.statusCode).toBe(400);
    expect(res.headers['cache-control']).toBe('no-store');
    await app.close();
  });
});
