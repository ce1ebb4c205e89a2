import { describe, expect, it } from 'vitest';
import { render, stateFor } from './render-helpers.js';

/**
 * The page inside #app is one Suspense boundary (docs/decisions/0102): React hydrates the shell
 * first, then the page in slices that leave the main thread between them, instead of in one task.
 * The boundary is in the HTML as React's `<!--$-->` … `<!--/$-->` marks around everything.
 */
describe('the hydrated tree is one Suspense boundary around the layout', () => {
  it.each([
    ['kings', '/en'],
    ['kings', '/ar/espana'],
    ['kings', '/es/espana/clasificacion'],
    ['queens', '/en/espana/stats'],
    ['kings', '/en/no-such-page'],
  ] as const)('%s %s', async (context, path) => {
    // React writes its resource hints (a hero image's preload) ahead of the tree.
    const html = render(await stateFor(context, path)).replace(/^(<link [^>]*\/>)*/, '');
    expect(html.startsWith('<!--$-->')).toBe(true);
    expect(html.endsWith('<!--/$-->')).toBe(true);
    // One boundary: no fallback, nothing streamed out of order.
    expect(html).not.toContain('<!--$?-->');
    expect(html).not.toContain('<!--$!-->');
  });
});
