import { describe, expect, it } from 'vitest';
import { entriesReaching } from '../../helpers/client-metafile.js';

describe("the statistics tab row's arrows", () => {
  it('load with the statistics page kinds only, never with the entry every page loads', async () => {
    expect(await entriesReaching('src/shared/ui/components/tab-arrows.tsx', 'static')).toEqual([
      'src/shared/ui/pages/matchday-mvp-page.tsx',
      'src/shared/ui/pages/player-stats-page.tsx',
      'src/shared/ui/pages/stats-page.tsx',
      'src/shared/ui/pages/team-stats-page.tsx',
    ]);
  });
});
