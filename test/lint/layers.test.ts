import { execFile } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOT } from '../../src/server/paths.js';

/** A file of the given layer that imports `from` in one of the four ways a module can. */
const WAYS = {
  import: (from: string) => `import { a } from '${from}';\nexport const b = a;\n`,
  'import type': (from: string) => `import type { A } from '${from}';\nexport type B = A;\n`,
  're-export': (from: string) => `export { a } from '${from}';\n`,
  'dynamic import': (from: string) => `export const load = () => import('${from}');\n`,
};

const FORBIDDEN = [
  ['src/shared/league', '../../server/app.js', 'src/shared runs on the server and in the browser'],
  ['src/shared/ui/pages', '../../../client/navigation.js', 'src/shared runs on the server and in the browser'],
  ['src/shared', '../upstream/app.js', 'src/shared runs on the server and in the browser'],
  ['src/client', '../server/config.js', 'src/client runs in the browser'],
  ['src/client/styles', '../../upstream/app.js', 'src/client runs in the browser'],
  ['src/upstream/routes', '../../server/data/schemas.js', 'src/upstream is the league API the site reads'],
] as const;

const ALLOWED = [
  ['src/shared/league', '../i18n/dates.js'],
  ['src/client', '../shared/routing/match.js'],
  ['src/upstream/routes', '../../shared/api/schemas.js'],
  ['src/server', '../upstream/app.js'],
  ['src/server', '../client/head.js'],
] as const;

/**
 * `npm run lint` run once over a tree of probe files laid out as in src/, under the project's
 * biome.json: each probe's path with the messages its diagnostics carry.
 */
let dir: string;
let found: Map<string, string[]>;
const probe = (folder: string, name: string) => `${folder}/probe-${name.replace(/\W+/g, '-')}.ts`;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'layers-'));
  cpSync(join(ROOT, 'biome.json'), join(dir, 'biome.json'));
  const write = (path: string, source: string) => {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), source);
  };
  for (const [folder, from] of FORBIDDEN)
    for (const [way, source] of Object.entries(WAYS)) write(probe(folder, `${way} ${from}`), source(from));
  for (const [folder, from] of ALLOWED) write(probe(folder, from), WAYS.import(from));
  const biome = join(ROOT, 'node_modules/.bin/biome');
  const args = ['lint', '--vcs-enabled=false', '--reporter=json', '--max-diagnostics=none', 'src'];
  const { stdout } = await promisify(execFile)(biome, args, { cwd: dir }).catch((error: { stdout: string }) => error);
  const report = JSON.parse(stdout) as {
    diagnostics: { location: { path: string }; message?: unknown; description?: string }[];
  };
  found = new Map();
  for (const d of report.diagnostics) {
    const path = d.location.path.replace(/^\.\//, '');
    found.set(path, [...(found.get(path) ?? []), d.description ?? JSON.stringify(d.message)]);
  }
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

// The layers of docs/architecture.md: shared runs on both sides and reads no other layer, the
// browser's code reads only shared, and the league API never reads the site.
describe('the layer rules (biome.json)', () => {
  it.each(FORBIDDEN)('a file in %s may not import %s', (folder, from, message) => {
    for (const way of Object.keys(WAYS)) {
      const messages = found.get(probe(folder, `${way} ${from}`)) ?? [];
      expect(messages, way).toEqual([expect.stringContaining(message)]);
    }
  });

  it.each(ALLOWED)('a file in %s may import %s', (folder, from) => {
    expect(found.get(probe(folder, from)) ?? []).toEqual([]);
  });
});
