import { execFile } from 'node:child_process';
import { statSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../../src/server/paths.js';

/**
 * The build `npm start` runs first, asked again of the same sources (the global setup built them):
 * a second site started beside a running one must not rebuild dist/ under it.
 */
describe('the build before a start', () => {
  it('skips a build whose sources have not changed, leaving dist/ as it is', async () => {
    const manifest = join(ROOT, 'dist/client/manifest.json');
    const before = statSync(manifest).mtimeMs;
    const { stdout } = await promisify(execFile)(process.execPath, ['--import', 'tsx', 'scripts/build.ts', '--dev'], {
      cwd: ROOT,
    });
    expect(stdout).toContain('dist/ is up to date');
    expect(statSync(manifest).mtimeMs).toBe(before);
  });
});
