import { describe, expect, it } from 'vitest';
import { href } from '../../src/shared/routing/href.js';
import { hasBrowser, sharedBrowserAndSite } from './browser.js';
import { type Ceiling, pagesOverCeiling } from './page-heights.js';

/** The global home and a region home, in a left-to-right and a right-to-left language. */
const CEILINGS: Ceiling[] = (['en', 'ar'] as const).flatMap((lang): Ceiling[] => [
  [href('index', lang, {}), 4500],
  [href('region', lang, { region: 'espana' }), 4500],
]);

describe.skipIf(!hasBrowser).each(['kings', 'queens'] as const)('home pages on a phone (%s)', (league) => {
  const site = sharedBrowserAndSite(league);

  it('keeps the home and the region home within a phone ceiling', async () => {
    expect(await pagesOverCeiling(site, CEILINGS)).toEqual([]);
  });
});
