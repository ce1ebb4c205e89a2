import { build, type Metafile } from 'esbuild';
import type { TestProject } from 'vitest/node';
import { ROOT } from './client-metafile.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The client bundle's metafile (test/helpers/client-metafile.ts). */
    clientMetafile: Metafile;
  }
}

/** Bundles the client once for the unit files that read what it is made of, without writing it. */
export default async function setup(project: TestProject) {
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
  project.provide('clientMetafile', metafile);
}
