import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildFingerprint } from '../../scripts/build-inputs.js';

const root = mkdtempSync(join(tmpdir(), 'build-inputs-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));
const write = (path: string, text: string) => {
  mkdirSync(join(root, path, '..'), { recursive: true });
  writeFileSync(join(root, path), text);
};

describe('what a build is made from', () => {
  it('is the same for the same files and mode, and changes with any byte, file, name or mode', () => {
    write('src/a.ts', 'export const a = 1;\n');
    write('src/deep/b.ts', 'export const b = 2;\n');
    write('package-lock.json', '{}');
    const inputs = ['src', 'package-lock.json', 'missing.ts'];
    const first = buildFingerprint(root, inputs, 'dev');
    expect(buildFingerprint(root, inputs, 'dev')).toBe(first);
    expect(buildFingerprint(root, inputs, 'production')).not.toBe(first);

    write('src/deep/b.ts', 'export const b = 3;\n');
    const edited = buildFingerprint(root, inputs, 'dev');
    expect(edited).not.toBe(first);

    write('src/deep/c.ts', '');
    const added = buildFingerprint(root, inputs, 'dev');
    expect(added).not.toBe(edited);

    rmSync(join(root, 'src/deep/c.ts'));
    write('src/deep/d.ts', '');
    expect(buildFingerprint(root, inputs, 'dev')).not.toBe(added);
  });
});
