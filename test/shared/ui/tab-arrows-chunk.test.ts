import { describe, expect, it } from 'vitest';
import { clientMetafile } from '../../helpers/client-metafile.js';

const ARROWS = 'src/shared/ui/components/tab-arrows.tsx';

describe("the statistics tab row's arrows", () => {
  it('load with the statistics page kinds only, never with the entry every page loads', async () => {
    const { outputs } = await clientMetafile();
    const holder = Object.keys(outputs).find((file) => ARROWS in outputs[file]!.inputs);
    expect(holder).toBeDefined();
    // The entry points whose static imports reach the file holding the arrows.
    const reaches = (file: string, seen = new Set<string>()): boolean => {
      if (file === holder) return true;
      if (seen.has(file)) return false;
      seen.add(file);
      return outputs[file]!.imports.some((i) => i.kind === 'import-statement' && reaches(i.path, seen));
    };
    const loaders = Object.entries(outputs)
      .filter(([file, output]) => output.entryPoint && reaches(file))
      .map(([, output]) => output.entryPoint)
      .sort();
    expect(loaders).toEqual([
      'src/shared/ui/pages/matchday-mvp-page.tsx',
      'src/shared/ui/pages/player-stats-page.tsx',
      'src/shared/ui/pages/stats-page.tsx',
      'src/shared/ui/pages/team-stats-page.tsx',
    ]);
  });
});
