import type { BuildOptions, Metafile } from 'esbuild';
import { PAGE_MODULE, pageOnlyChunks, SCREENS_MODULE } from './page-chunks.js';

/**
 * How the browser's bundle is built, by scripts/build.ts and by the test that weighs each page
 * kind's first load (test/shared/ui/first-load-weight.test.ts), so the test weighs what is served.
 * A production build links neither its source maps nor its licence texts from the files: each
 * file is gzipped alone, and the two comments cost a page of twenty files about a kilobyte. The
 * maps are named by a `SourceMap` header instead (server/plugins/static-files.ts), the licences
 * sit beside the files that hold them (docs/decisions/0099-first-load-under-budget.md).
 */
export function clientBundle(dev: boolean) {
  return {
    absWorkingDir: new URL('..', import.meta.url).pathname,
    entryPoints: { entry: 'src/client/entry.tsx', app: 'src/client/styles/app.css' },
    outdir: 'dist/client/assets',
    entryNames: '[name]-[hash]',
    chunkNames: '[name]-[hash]',
    bundle: true,
    splitting: true,
    format: 'esm',
    target: ['es2022'],
    jsx: 'automatic',
    minify: !dev,
    sourcemap: dev ? 'linked' : 'external',
    legalComments: dev ? 'eof' : 'external',
    metafile: true,
    external: ['/img/*'],
    loader: { '.woff2': 'file', '.woff': 'file' },
    assetNames: '[name]-[hash]',
    define: { 'process.env.NODE_ENV': JSON.stringify(dev ? 'development' : 'production') },
    logLevel: 'warning',
  } satisfies BuildOptions;
}

const url = (file: string) => `/${file.replace(/^dist\/client\//, '')}`;

/** What the server needs to know of the client build (server/render/assets.ts), its messages apart. */
export function manifestOf(meta: Metafile) {
  const outputs = Object.entries(meta.outputs);
  const byEntry = (suffix: string) => outputs.find(([, o]) => o.entryPoint?.endsWith(suffix))?.[0];
  const entry = byEntry('src/client/entry.tsx');
  const css = byEntry('src/client/styles/app.css');
  if (!entry || !css) throw new Error('client entry or stylesheet missing from the build');
  const staticImports = (file: string): string[] =>
    meta.outputs[file]!.imports.filter((i) => i.kind === 'import-statement').map((i) => i.path);
  const preload = staticImports(entry);
  // Inside the page kinds' files once scripts/page-chunks.ts has merged them.
  const inside = pageOnlyChunks(meta);
  /** A lazily loaded chunk with the chunks it needs beyond the entry's. */
  const beyondEntry = (file: string): string[] => {
    const needed = new Set<string>();
    const visit = (f: string) => {
      if (needed.has(f) || f === entry || preload.includes(f)) return;
      needed.add(f);
      staticImports(f).forEach(visit);
    };
    visit(file);
    return [...needed].filter((f) => !inside.has(f)).map(url);
  };
  // Each page kind's chunks, preloaded on its pages.
  const pages = Object.fromEntries(
    outputs.flatMap(([file, o]) => {
      const kind = PAGE_MODULE.exec(o.entryPoint ?? '')?.[1];
      return kind ? [[kind, beyondEntry(file)]] : [];
    }),
  );
  // The error screens' chunks, preloaded on a page that shows one.
  const screensChunk = byEntry(SCREENS_MODULE);
  if (!screensChunk) throw new Error('error screens missing from the build');
  const screens = beyondEntry(screensChunk);
  // The heading face of the first paint: Latin on every page, Arabic letters on Arabic pages.
  const font = (name: string) => {
    const file = outputs.find(([f]) => f.endsWith('.woff2') && f.includes(`/${name}-`))?.[0];
    if (!file) throw new Error(`font ${name} missing from the build`);
    return url(file);
  };
  const fonts = { latin: font('barlow-condensed-latin-800-normal'), arabic: font('cairo-arabic-800-normal') };
  return { entry: url(entry), css: url(css), preload: preload.map(url), pages, screens, fonts };
}
