import { readdirSync, readFileSync } from 'node:fs';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { regionsFor } from '../../src/shared/config/regions.js';
import { hasBrowser, launch, release } from './browser.js';

const dir = new URL('../../public/img/logos/', import.meta.url);
const files = readdirSync(dir)
  .filter((f) => f.endsWith('.svg'))
  .sort();

/**
 * Every region's footer logo (scripts/make-images.ts) keeps its words inside its box: drawn in
 * Chromium, each line's box lies within the viewBox, and each line states its length, so a
 * visitor's substitute font is fitted to it rather than running out ("LEAGUE GERMAN…").
 */
describe.skipIf(!hasBrowser)('region logos', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => {
    await release(browser);
  });

  it('exist for every region of both sites', () => {
    const expected = (['kings', 'queens'] as const).flatMap((c) =>
      regionsFor(c).map((r) => `${c === 'kings' ? 'kl' : 'ql'}-${r.slug}.svg`),
    );
    expect(files).toEqual(expected.sort());
  });

  it('fit every line of text in the box', async () => {
    const page = await browser.newPage();
    const overflows: string[] = [];
    for (const file of files) {
      const svg = readFileSync(new URL(file, dir), 'utf8');
      await page.setContent(`<html><body style="margin:0">${svg}</body></html>`);
      const lines = await page.evaluate(() => {
        const root = document.querySelector('svg')!;
        const box = root.viewBox.baseVal;
        return [...root.querySelectorAll('text')].map((text) => {
          const b = text.getBBox();
          return {
            text: text.textContent,
            fits: b.x >= 0 && b.y >= 0 && b.x + b.width <= box.width && b.y + b.height <= box.height,
            stated: text.hasAttribute('textLength') && text.getAttribute('lengthAdjust') === 'spacingAndGlyphs',
            right: Math.round(b.x + b.width),
          };
        });
      });
      expect(lines.length, file).toBe(2);
      for (const line of lines)
        if (!line.fits || !line.stated)
          overflows.push(`${file} "${line.text}" ends at ${line.right}${line.stated ? '' : ', no stated length'}`);
    }
    await page.close();
    expect(overflows).toEqual([]);
  });
});
