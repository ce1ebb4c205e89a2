import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

/** What a build is made from: the sources it bundles, the messages, the build's own scripts, the locked packages. */
export const BUILD_INPUTS = [
  'src',
  'locales',
  'package-lock.json',
  'scripts/build.ts',
  'scripts/build-inputs.ts',
  'scripts/client-bundle.ts',
  'scripts/message-chunks.ts',
  'scripts/page-chunks.ts',
  'scripts/precompress.ts',
  'scripts/server-bundle.ts',
];

function files(root: string, path: string): string[] {
  const full = join(root, path);
  if (!existsSync(full)) return [];
  if (!statSync(full).isDirectory()) return [path];
  return readdirSync(full)
    .sort()
    .flatMap((name) => files(root, join(path, name)));
}

/**
 * A digest of every input's path and bytes, and of what else the build writes down (its mode, the
 * commit): equal digests, equal builds. Hashing the tree takes a few tens of milliseconds; a
 * build takes seconds, and under a running site it would replace the assets it serves.
 */
export function buildFingerprint(root: string, inputs: readonly string[], extra: string): string {
  const hash = createHash('sha256').update(extra);
  for (const file of inputs.flatMap((path) => files(root, path))) {
    hash.update(`\0${relative(root, join(root, file))}\0`).update(readFileSync(join(root, file)));
  }
  return hash.digest('hex');
}
