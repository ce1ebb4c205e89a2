import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { clientMetafile, ROOT as root } from '../../helpers/client-metafile.js';

/**
 * The schemas run on the server; the browser gets their inferred types only. A value import
 * from src/shared/api anywhere the browser may load would put zod in every visitor's download.
 */
const API = join(root, 'src/shared/api');
const BROWSER_SIDE = ['src/client', 'src/shared'].map((dir) => join(root, dir));

const sources = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return path === API ? [] : sources(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });

/** `import`/`export … from` statements and dynamic imports that reach src/shared/api without `type`. */
function valueImportsOfApi(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const statements = [...text.matchAll(/^(?:import|export)\s+(type\s+)?[^;]*?from\s+'([^']+)'|import\(\s*'([^']+)'/gm)];
  return statements
    .filter((m) => !m[1] && resolve(dirname(file), m[2] ?? m[3]!).startsWith(API))
    .map((m) => `${relative(root, file)}: ${m[0].replace(/\s+/g, ' ')}`);
}

describe('the schemas stay on the server', () => {
  it('browser-side code imports only types from src/shared/api', () => {
    const files = BROWSER_SIDE.flatMap(sources);
    expect(files.some((file) => readFileSync(file, 'utf8').includes("from '../api/index.js'"))).toBe(true);
    expect(files.flatMap(valueImportsOfApi)).toEqual([]);
  });

  it('the client bundle holds neither zod nor a schema', async () => {
    const inputs = Object.keys((await clientMetafile()).inputs);
    expect(inputs).toContain('src/client/entry.tsx');
    expect(
      inputs.filter((input) => input.includes('node_modules/zod/') || input.startsWith('src/shared/api/')),
    ).toEqual([]);
  });
});
