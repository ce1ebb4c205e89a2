import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { EMBEDDED_UPSTREAM, SERVER_BUNDLE } from '../../../scripts/server-bundle.js';

const ENGINE = ['satori', '@resvg/resvg-js'];

/** docs/decisions/0078-share-images.md: the drawing libraries load on the first share image, not at start-up. */
describe("the site's bundle", () => {
  it('imports satori and resvg only when an image is drawn, and never bundles them', async () => {
    const { metafile } = await build({
      ...SERVER_BUNDLE,
      entryPoints: { 'server/main': 'src/server/main.ts' },
      external: [EMBEDDED_UPSTREAM],
      outdir: 'dist-test-unwritten',
      write: false,
      metafile: true,
      sourcemap: false,
    });
    const output = Object.entries(metafile.outputs).find(([name]) => name.endsWith('server/main.js'))![1];
    const engine = output.imports.filter((i) => ENGINE.includes(i.path));
    expect(engine.map((i) => [i.path, i.kind, i.external]).sort()).toEqual([
      ['@resvg/resvg-js', 'dynamic-import', true],
      ['satori', 'dynamic-import', true],
    ]);
  });
});
