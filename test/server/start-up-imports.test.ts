import { builtinModules } from 'node:module';
import { build, type Metafile } from 'esbuild';
import { beforeAll, describe, expect, it } from 'vitest';
import { NEVER_RUN, SERVER_BUNDLE, SERVER_PRODUCTION, SITE_SCRIPT } from '../../scripts/server-bundle.js';

/**
 * What the site's production bundle holds and what it leaves to Node: what it imports statically
 * is compiled at start-up, and every package it imports is resolved file by file then.
 */
let output: Metafile['outputs'][string];
let entry: Metafile['outputs'][string];
/** What each input of the site's bundles imports, and how. */
let inputs: Metafile['inputs'];
/** The text of the site's and the embedded league's bundles, by file name. */
let scriptTexts: Record<string, string>;
beforeAll(async () => {
  const options = {
    ...SERVER_BUNDLE,
    ...SERVER_PRODUCTION,
    outdir: 'dist-test-unwritten',
    write: false,
    metafile: true,
  };
  const script = { ...options, ...SITE_SCRIPT, define: { ...SERVER_PRODUCTION.define, ...SITE_SCRIPT.define } };
  const [main, site] = await Promise.all([
    build({ ...script, entryPoints: { 'server/main': 'src/server/main.ts' }, sourcemap: false }),
    build({
      ...script,
      entryPoints: { 'server/serve': 'src/server/serve.ts', 'upstream/embedded': 'src/upstream/embedded.ts' },
      sourcemap: false,
    }),
  ]);
  scriptTexts = Object.fromEntries(
    site.outputFiles!.filter((f) => f.path.endsWith('.cjs')).map((f) => [f.path.split('/').pop(), f.text]),
  );
  const built = (metafile: Metafile, file: string) =>
    Object.entries(metafile.outputs).find(([name]) => name.endsWith(file))![1];
  output = built(site.metafile!, 'server/serve.cjs');
  inputs = site.metafile!.inputs;
  entry = built(main.metafile!, 'server/main.cjs');
});

/** Inputs as paths from the project, also where node_modules links to another checkout's (a git worktree). */
const bundled = () =>
  Object.keys(output.inputs).map((path) => path.replace(/^(\.\.\/)+.*?node_modules\//, 'node_modules/'));
const isNodes = (path: string) => path.startsWith('node:') || builtinModules.includes(path);

describe("the site's entry", () => {
  /** docs/decisions/0105: the entry runs the site's bundle as a script, from V8's code of a run. */
  it('holds the code cache and the priming, and leaves the site and the league to their bundles', () => {
    expect(
      Object.keys(entry.inputs)
        .filter((path) => !path.startsWith('node-by-require:'))
        .sort(),
    ).toEqual(['src/server/main.ts', 'src/server/paths.ts', 'src/server/prime.ts', 'src/server/site-script.ts']);
    expect(entry.imports.filter((i) => !isNodes(i.path))).toEqual([]);
  });

  /** docs/decisions/0097: a site that reads a real league API carries none of the embedded one. */
  it('holds none of the embedded league API, which main.ts runs from its own bundle', () => {
    expect(bundled().filter((path) => path.startsWith('src/upstream/'))).toEqual([]);
  });
});

describe("the site's bundle", () => {
  /**
   * Node decodes an ASCII file several times faster than one with wider letters, and V8 keeps its
   * text one byte a character: the bundles' strings are escaped, their license notices kept in a
   * file beside them.
   */
  it('is ASCII, as is the embedded league', () => {
    expect(Object.keys(scriptTexts).sort()).toEqual(['embedded.cjs', 'serve.cjs']);
    for (const [name, text] of Object.entries(scriptTexts))
      expect({ name, wide: text.match(/[^\0-\x7f].{0,40}/su)?.[0] }).toEqual({ name, wide: undefined });
  });

  /** docs/decisions/0078-share-images.md: the drawing libraries load on the first share image. */
  it('imports satori and resvg only when an image is drawn, and never bundles them', () => {
    const engine = output.imports.filter((i) => ['satori', '@resvg/resvg-js'].includes(i.path));
    expect(engine.map((i) => [i.path, i.kind, i.external]).sort()).toEqual([
      ['@resvg/resvg-js', 'require-call', true],
      ['satori', 'require-call', true],
    ]);
  });

  /** docs/decisions/0093: one file to compile, no package to find on disk before the first page. */
  it('bundles the packages the site starts with and imports no other package statically', () => {
    for (const name of ['fastify', 'undici', 'react-dom', 'lru-cache', 'path-to-regexp', 'pino', 'zod'])
      expect(bundled().some((path) => path.startsWith(`node_modules/${name}/`))).toBe(true);
    const packages = output.imports.filter((i) => !isNodes(i.path));
    expect(packages.map((i) => `${i.kind} ${i.path}`).sort()).toEqual(
      [...NEVER_RUN, '@resvg/resvg-js', '@sentry/node', 'glob', 'satori'].map((name) => `require-call ${name}`).sort(),
    );
  });

  /** docs/decisions/0104: what a start parses is what the site runs. */
  it("leaves out Fastify's JSON schema compilers, undici's index, glob and zod's locales", () => {
    const paths = bundled();
    for (const name of ['ajv', 'light-my-request'])
      expect(paths.filter((path) => path.startsWith(`node_modules/${name}/`))).toEqual([]);
    // Fastify's precompiled error serializer keeps the serializer's runtime alone.
    expect(paths).not.toContain('node_modules/fast-json-stringify/index.js');
    expect(paths).toContain('node_modules/undici/lib/dispatcher/pool.js');
    expect(
      paths.filter((path) =>
        /^node_modules\/undici\/(index\.js|lib\/(mock|cache|web\/(websocket|eventsource|cache))\/)/.test(path),
      ),
    ).toEqual([]);
    // glob lists a public folder served without a wildcard, loaded by Node on such a listing only.
    expect(paths.filter((path) => path.startsWith('node_modules/glob/'))).toEqual([]);
    expect(output.imports.filter((i) => i.path === 'glob').map((i) => [i.kind, i.external])).toEqual([
      ['require-call', true],
    ]);
    // English, zod's messages for the logs; the other 40-odd languages are not read.
    const locales = paths.filter((path) => path.startsWith('node_modules/zod/v4/locales/'));
    expect(locales).toContain('node_modules/zod/v4/locales/en.js');
    expect(locales.filter((path) => !/\/(en|index)\.js$/.test(path))).toEqual([]);
  });

  /**
   * One react-dom server build serves every render (docs/decisions/0062), a production build carries
   * React's production code only, and one htmlparser2 serves both the article parser and
   * sanitize-html, which requires its CommonJS build.
   */
  it('holds one react-dom server build, in production, and one HTML parser stack', () => {
    const reactDom = bundled().filter((path) => path.startsWith('node_modules/react-dom/cjs/'));
    expect(reactDom.some((path) => path.includes('react-dom-server.bun.production'))).toBe(true);
    expect(reactDom.filter((path) => /server\.node|development/.test(path))).toEqual([]);
    const parser = bundled().filter((path) => /node_modules\/(htmlparser2|domhandler|domutils)\//.test(path));
    expect(parser.length).toBeGreaterThan(0);
    expect(parser.filter((path) => /\/esm\//.test(path))).toEqual([]);
  });

  /**
   * docs/decisions/0107: the news articles' HTML stack runs on its first use. The site's modules
   * import stand-ins, which require the packages (a bundled `require` runs a module when called).
   */
  it('runs sanitize-html and htmlparser2 when a page first uses them, not at start', () => {
    const isPackage = (path: string) => /node_modules\/(sanitize-html|htmlparser2)\/(.*\/)?index\.js$/.test(path);
    const importers = Object.entries(inputs).flatMap(([from, input]) =>
      input.imports.filter((i) => isPackage(i.path)).map((i) => ({ from, kind: i.kind })),
    );
    const site = importers.filter((i) => !i.from.includes('node_modules/'));
    expect(site.map((i) => i.from).sort()).toEqual(['on-first-use:htmlparser2', 'on-first-use:sanitize-html']);
    expect(site.every((i) => i.kind === 'require-call')).toBe(true);
    const stand = (name: string) =>
      Object.keys(inputs).filter(
        (path) => path.startsWith('src/') && inputs[path]!.imports.some((i) => i.path === name),
      );
    expect(stand('on-first-use:sanitize-html')).toContain('src/server/data/sanitize.ts');
    expect(stand('on-first-use:htmlparser2')).toContain('src/server/data/article-body.ts');
  });

  /**
   * docs/decisions/0107: esbuild gives each ES module that imports a CommonJS package its own copy
   * of the package's exports; React and its JSX runtime, imported by 42 and 129 of the site's
   * modules, are ES modules in the bundle instead, one React for the renderer and the pages.
   */
  it('holds React as one module, with no copy of its exports per importing module', () => {
    const site = scriptTexts['serve.cjs']!;
    expect(site.match(/__toESM\(require_(react|jsx_runtime)\(\)/g) ?? []).toEqual([]);
    expect(bundled().filter((path) => /^node_modules\/react\/cjs\/react\.production/.test(path))).toHaveLength(1);
  });
});
