import { describe, expect, it } from 'vitest';
import { testApp } from '../helpers/app.js';
import { fakeData } from '../helpers/fake-data.js';

describe('web app manifest and favicon.ico', () => {
  it.each([
    ['kings', 'Kings League', '#0b0b0f', 'kl'],
    ['queens', 'Queens League', '#1a0b2e', 'ql'],
  ] as const)(
    '%s names its own site, colours and icons, and each icon is served',
    async (context, name, colour, mark) => {
      const app = await testApp({ WEB_CONTEXT: context }, { data: fakeData() });
      const res = await app.inject({ url: '/manifest.webmanifest' });
      expect([res.statusCode, res.headers['content-type']]).toEqual([200, 'application/manifest+json; charset=utf-8']);
      const manifest = res.json() as {
        name: string;
        theme_color: string;
        start_url: string;
        icons: { src: string; sizes: string }[];
      };
      expect([manifest.name, manifest.theme_color, manifest.start_url]).toEqual([name, colour, '/']);
      expect(manifest.icons.map((i) => i.sizes)).toEqual(['any', '192x192', '512x512', '512x512']);
      for (const icon of manifest.icons) expect((await app.inject({ url: icon.src })).statusCode, icon.src).toBe(200);
      const ico = await app.inject({ url: '/favicon.ico' });
      expect([ico.statusCode, ico.headers['content-type']]).toEqual([200, 'image/x-icon']);
      // An .ico header: reserved 0, type 1 (icon), one image.
      expect([...ico.rawPayload.subarray(0, 6)]).toEqual([0, 0, 1, 0, 1, 0]);
      const page = await app.inject({ url: '/en' });
      expect(page.body).toContain('<link rel="manifest" href="/manifest.webmanifest">');
      expect(page.body).toContain(`/img/favicon-${mark}.svg`);
      await app.close();
    },
  );
});
