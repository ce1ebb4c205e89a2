import { describe, expect, it } from 'vitest';
import { documentParts } from '../../src/server/render/document.js';
import { LANGS } from '../../src/shared/config/locales.js';
import { TEST_ASSETS, TEST_HEAD } from '../helpers/app.js';
import { pageState } from '../helpers/page-state.js';

/**
 * One face is asked for ahead of the stylesheet's own request: the one a page's headings are
 * mostly drawn in. An Arabic page's headings are Cairo's; the Latin face follows when a Latin
 * name needs it, instead of competing with the first paint (docs/decisions/0046).
 */
describe('the heading face a page preloads', () => {
  it.each(LANGS)('%s', async (lang) => {
    const state = await pageState('kings', `/${lang}`, new Date('2026-11-22T12:00:00Z'));
    const { start } = documentParts({
      state,
      head: TEST_HEAD,
      assets: TEST_ASSETS,
      scripts: [],
      publicConfig: {} as never,
    });
    const preloaded = [...start.matchAll(/<link rel="preload" href="([^"]+)" as="font"/g)].map((m) => m[1]);
    expect(preloaded).toEqual([lang === 'ar' ? TEST_ASSETS.fonts.arabic : TEST_ASSETS.fonts.latin]);
  });
});
