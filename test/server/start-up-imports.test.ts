import { build, type Metafile } from 'esbuild';
import { beforeAll, describe, expect, it } from 'vitest';
import { EMBEDDED_UPSTREAM, SERVER_BUNDLE } from '../../scripts/server-bundle.js';

/** What the site's bundle imports, and how: what it imports statically is compiled at start-up. */
let imports: Metafile['outputs'][string]['imports'];
beforeAll(async () => {
  const { metafile } = await build({
    ...SERVER_BUNDLE,
    entryPoints: { 'server/main': 'src/server/main.ts' },
    external: [EMBEDDED_UPSTREAM],
    outdir: 'dist-test-unwritten',
    write: false,
    metafile: true,
    sourcemap: false,
  });
  imports = Object.entries(metafile.outputs).find(([name]) => name.endsWith('server/main.js'))![1].imports;
});

describe("the site's bundle", () => {
  /** docs/decisions/0078-share-images.md: the drawing libraries load on the first share image. */
  it('imports satori and resvg only when an image is drawn, and never bundles them', () => {
    const engine = imports.filter((i) => ['satori', '@resvg/resvg-js'].includes(i.path));
    expect(engine.map((i) => [i.path, i.kind, i.external]).sort()).toEqual([
      ['@resvg/resvg-js', 'dynamic-import', true],
      ['satori', 'dynamic-import', true],
    ]);
  });

  /**
   * The HTML parser stack is required by the first article that needs it (server/data/html-libs.ts),
   * and one react-dom server build serves every render (docs/decisions/0062).
   */
  it('does not load the HTML parsers or a second react-dom server build at start-up', () => {
    const eager = imports.filter((i) => i.kind === 'import-statement').map((i) => i.path);
    expect(eager).toContain('react-dom/server.bun');
    expect(eager.filter((path) => /^(sanitize-html|htmlparser2|react-dom\/server(\.node)?)$/.test(path))).toEqual([]);
  });
});
