import { describe, expect, it } from 'vitest';
import { contrastRatio } from '../../src/shared/league/team-colors.js';
import { sharedEmbeddedSite } from '../helpers/embedded.js';

describe.each(['kings', 'queens'] as const)("the team page's hero in the club's colours (%s)", (context) => {
  const site = sharedEmbeddedSite({ WEB_CONTEXT: context });

  it.each([
    ['en', 'teams'],
    ['ar', 'teams'],
    ['es', 'equipos'],
  ])(
    'in %s: every club of the region is painted in its colours, its text at least 4.5:1 on them',
    async (lang, word) => {
      const list = await site.app.inject({ url: `/${lang}/espana/${word}` });
      expect(list.statusCode).toBe(200);
      const links = [...new Set(list.body.match(new RegExp(`/${lang}/espana/${word}/\\d+-[\\w-]+`, 'g')))];
      expect(links.length).toBeGreaterThan(5);
      for (const link of links) {
        const res = await site.app.inject({ url: link });
        expect(res.statusCode, link).toBe(200);
        const style = /<div class="team-page" style="([^"]+)"/.exec(res.body)?.[1] ?? '';
        const primary = /--team-primary:(#[0-9a-f]{6})/.exec(style)?.[1];
        const ink = /--team-ink:(#[0-9a-f]{6})/.exec(style)?.[1];
        expect(primary, link).toBeDefined();
        expect(ink, link).toMatch(/^#(000000|ffffff)$/);
        expect(contrastRatio(primary!, ink!), link).toBeGreaterThanOrEqual(4.5);
        expect(res.body).toContain('<header class="team-hero">');
      }
    },
    60_000,
  );
});
