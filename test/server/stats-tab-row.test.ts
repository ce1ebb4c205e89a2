import { describe, expect, it } from 'vitest';
import { href } from '../../src/shared/routing/href.js';
import { sharedEmbeddedSite } from '../helpers/embedded.js';

/** The statistics pages that show a row of tabs, in a left-to-right and a right-to-left language. */
const PAGES = (['en', 'ar'] as const).flatMap((lang) =>
  (['region-stats', 'region-stats-goals', 'region-stats-teams', 'region-stats-matchday-mvp'] as const).map((base) =>
    href(base, lang, { region: 'espana' }),
  ),
);

/**
 * What the server sends of the tab row: the tabs inside the box whose far edge fades, unmarked
 * (so the fade is the no-script one, at the far edge), and no arrows, which come with the script.
 */
describe('the statistics tab row as the server renders it', () => {
  const site = sharedEmbeddedSite();

  it.each(PAGES)('%s', async (path) => {
    const res = await site.app.inject({ url: path });
    expect(res.statusCode).toBe(200);
    expect(res.body).toMatch(/<div class="stats-nav-box">(<div class="shell-part">)?<nav class="stats-nav"/);
    expect(res.body).not.toMatch(/data-scrolled|data-at-end|tab-arrow/);
  });
});
