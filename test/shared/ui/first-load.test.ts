import { describe, expect, it } from 'vitest';
import { clientMetafile } from '../../helpers/client-metafile.js';

describe("a page's first load", () => {
  // esbuild makes a chunk per set of entry points reaching a module; pages reach the shell's
  // modules through src/shared/ui/define-page.ts, so the shell comes in a few files, not seventeen.
  it('gets the shell in a few files, not one per set of pages sharing a module', async () => {
    const { outputs } = await clientMetafile();
    const entry = Object.values(outputs).find((output) => output.entryPoint === 'src/client/entry.tsx');
    expect(entry).toBeDefined();
    const chunks = entry!.imports.filter((i) => i.kind === 'import-statement');
    expect(chunks.length).toBeGreaterThan(0);
    expect(chunks.length).toBeLessThanOrEqual(4);
  });
});
