import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Metafile } from 'esbuild';
import { inject } from 'vitest';

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

/** What the client bundle is made of, as scripts/build.ts bundles it: made once per run (client-metafile-setup.ts). */
export async function clientMetafile(): Promise<Metafile> {
  return inject('clientMetafile');
}
