import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Metafile } from 'esbuild';
import { inject } from 'vitest';

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

/** What the client bundle is made of, as scripts/build.ts bundles it: made once per run (client-metafile-setup.ts). */
export async function clientMetafile(): Promise<Metafile> {
  return inject('clientMetafile');
}

/**
 * The client's entry points (pages, the shell) that reach the output file holding `input`, through
 * static imports only (`static`) or through one dynamic import on the way (`dynamic`), sorted.
 */
export async function entriesReaching(input: string, way: 'static' | 'dynamic'): Promise<string[]> {
  const { outputs } = await clientMetafile();
  const holder = Object.keys(outputs).find((file) => input in outputs[file]!.inputs);
  if (!holder) throw new Error(`${input} is in no output of the client bundle`);
  const reaches = (file: string, dynamicLeft: boolean, seen: Set<string>): boolean => {
    if (file === holder) return !dynamicLeft;
    const key = `${file} ${dynamicLeft}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return outputs[file]!.imports.some(
      (i) =>
        (i.kind === 'import-statement' && reaches(i.path, dynamicLeft, seen)) ||
        (i.kind === 'dynamic-import' && dynamicLeft && reaches(i.path, false, seen)),
    );
  };
  return Object.entries(outputs)
    .filter(([file, output]) => output.entryPoint && reaches(file, way === 'dynamic', new Set()))
    .map(([, output]) => output.entryPoint!)
    .sort();
}
