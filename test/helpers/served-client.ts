import { relative } from 'node:path';
import { build } from 'esbuild';
import { clientBundle, manifestOf } from '../../scripts/client-bundle.js';
import { mergePageChunks } from '../../scripts/page-chunks.js';
import { ROOT } from './client-metafile.js';

/**
 * The production client build as scripts/build.ts writes it, in memory: esbuild's split, then the
 * page kinds' files merged (scripts/page-chunks.ts). `files` holds what is served, by metafile path.
 */
export async function servedClient() {
  const { metafile, outputFiles } = await build({ ...clientBundle(false), write: false, logLevel: 'silent' });
  const files = new Map(outputFiles.map((file) => [relative(ROOT, file.path), file.text]));
  const merged = await mergePageChunks(metafile, { absWorkingDir: ROOT, dev: false, read: (f) => files.get(f) });
  for (const [file, text] of merged.written) files.set(file, text);
  for (const chunk of merged.removed.keys()) files.delete(chunk);
  return { metafile, files, merged, manifest: manifestOf(metafile) };
}
