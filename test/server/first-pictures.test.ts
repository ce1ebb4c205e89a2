import { describe, expect, it } from 'vitest';
import { sharedEmbeddedSite } from '../helpers/embedded.js';

/** The `<img>` tags of a page, in order. */
const images = (html: string) => html.match(/<img [^>]*>/g) ?? [];

describe.each(['kings', 'queens'] as const)("a team page's first pictures (%s)", (context) => {
  const site = sharedEmbeddedSite({ WEB_CONTEXT: context });

  it.each(['en', 'ar'])(
    'in %s: the band logo and the hero crest are asked for first, the crests further down when scrolled to',
    async (lang) => {
      const list = await site.app.inject({ url: `/${lang}/espana/teams` });
      const link = /\/\w+\/espana\/teams\/\d+-[\w-]+/.exec(list.body)?.[0];
      expect(link).toBeDefined();
      const res = await site.app.inject({ url: link! });
      expect(res.statusCode).toBe(200);
      const band = /<div class="hero-band"><div class="container">(<img [^>]*>)/.exec(res.body)?.[1];
      const crest = /<span class="team-hero-crest">(<img [^>]*>)/.exec(res.body)?.[1];
      for (const first of [band, crest]) {
        expect(first).toMatch(/ fetchpriority="high"/i);
        expect(first).not.toMatch(/ loading="lazy"/);
      }
      const later = images(res.body.slice(res.body.indexOf('<main')).replace(crest!, ''));
      expect(later.length).toBeGreaterThan(5);
      expect(later.filter((img) => /fetchpriority/i.test(img))).toEqual([]);
    },
  );
});
