import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type Metafile } from 'esbuild';

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

/** What the client bundle is made of (as scripts/build.ts bundles it), without writing it. */
export async function clientMetafile(): Promise<Metafile> {
  const { metafile } = await build({
    absWorkingDir: ROOT,
    entryPoints: ['src/client/entry.tsx'],
    outdir: 'out',
    bundle: true,
    splitting: true,
    format: 'esm',
    jsx: 'automatic',
    external: ['/img/*'],
    define: { 'process.env.NODE_ENV': '"production"' },
    write: false,
    metafile: true,
    logLevel: 'silent',
  });
  return metafile;
}
