import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../../src/server/paths.js';

/**
 * A state set once on mount, in a plain effect, is an update React renders at once, in one task
 * on top of hydration (docs/decisions/0102). A flag that turns on once the page's script runs
 * comes from `useInteractive` (components/use-interactive.ts), which sets it in a transition.
 */
const MOUNT_FLAG = /useEffect\(\(\) => set\w+\((?:true|false)\), \[\]\)/;

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

describe('flags turned on after hydration', () => {
  const files = sources(join(ROOT, 'src'));

  it('reads every source file', () => expect(files.length).toBeGreaterThan(300));

  it('are never set in a plain mount effect', () => {
    const offenders = files.filter((file) => MOUNT_FLAG.test(readFileSync(file, 'utf8')));
    expect(offenders.map((file) => relative(ROOT, file))).toEqual([]);
  });

  it('the rule finds the pattern it names', () => {
    expect(MOUNT_FLAG.test('  useEffect(() => setLive(true), []);')).toBe(true);
    expect(MOUNT_FLAG.test('  useEffect(() => startTransition(() => setLive(true)), []);')).toBe(false);
  });
});
