import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { SatoriOptions } from 'satori';

type Font = SatoriOptions['fonts'][number];

/**
 * The site's heading faces (docs/decisions/0046-self-hosted-fonts.md) from their @fontsource
 * packages, as WOFF: satori reads WOFF but not WOFF2. Barlow Condensed writes Latin, Cairo the
 * Arabic it lacks; satori takes each letter from the first face that has it.
 */
const FILES: readonly [name: string, file: string, weight: 700 | 800][] = [
  ['Barlow Condensed', '@fontsource/barlow-condensed/files/barlow-condensed-latin-700-normal.woff', 700],
  ['Barlow Condensed', '@fontsource/barlow-condensed/files/barlow-condensed-latin-800-normal.woff', 800],
  ['Barlow Condensed', '@fontsource/barlow-condensed/files/barlow-condensed-latin-ext-700-normal.woff', 700],
  ['Barlow Condensed', '@fontsource/barlow-condensed/files/barlow-condensed-latin-ext-800-normal.woff', 800],
  ['Cairo', '@fontsource/cairo/files/cairo-arabic-700-normal.woff', 700],
  ['Cairo', '@fontsource/cairo/files/cairo-arabic-800-normal.woff', 800],
];

let fonts: Font[] | null = null;

/** Read once, on the first drawing: a site that draws none never reads them. */
export function shareFonts(): Font[] {
  if (!fonts) {
    const require = createRequire(import.meta.url);
    fonts = FILES.map(([name, file, weight]) => ({
      name,
      data: readFileSync(require.resolve(file)),
      weight,
      style: 'normal',
    }));
  }
  return fonts;
}
