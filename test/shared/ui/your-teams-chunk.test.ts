import { describe, expect, it } from 'vitest';
import { entriesReaching } from '../../helpers/client-metafile.js';

const YOUR_TEAMS = 'src/shared/ui/components/your-teams.tsx';
const HOMES = ['src/shared/ui/pages/home-page.tsx', 'src/shared/ui/pages/region-page.tsx'];

describe('"Your teams" on the home pages', () => {
  it('comes with no page as it loads: its code is imported when there is something to show', async () => {
    const loadedWith = await entriesReaching(YOUR_TEAMS, 'static');
    expect(HOMES.filter((page) => loadedWith.includes(page))).toEqual([]);
    expect(loadedWith).not.toContain('src/client/entry.tsx');
    expect(await entriesReaching(YOUR_TEAMS, 'dynamic')).toEqual(expect.arrayContaining(HOMES));
  });
});
