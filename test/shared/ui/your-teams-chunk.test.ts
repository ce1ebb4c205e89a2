import { describe, expect, it } from 'vitest';
import { clientMetafile } from '../../helpers/client-metafile.js';

const YOUR_TEAMS = 'src/shared/ui/components/your-teams.tsx';

describe('"Your teams" on the home pages', () => {
  it('comes with no page as it loads: its code is imported when there is something to show', async () => {
    const { outputs } = await clientMetafile();
    const holder = Object.keys(outputs).find((file) => YOUR_TEAMS in outputs[file]!.inputs);
    expect(holder).toBeDefined();
    const reaches = (file: string, kind: 'import-statement' | 'dynamic-import', seen = new Set<string>()): boolean => {
      if (file === holder) return true;
      if (seen.has(file)) return false;
      seen.add(file);
      return outputs[file]!.imports.some(
        (i) =>
          (i.kind === kind ? reaches(i.path, 'import-statement', seen) : false) ||
          (i.kind === 'import-statement' && reaches(i.path, kind, seen)),
      );
    };
    const pages = Object.entries(outputs).filter(([, o]) => /\/(home|region)-page\.tsx$/.test(o.entryPoint ?? ''));
    expect(pages).toHaveLength(2);
    for (const [file] of pages) {
      expect(reaches(file, 'import-statement'), file).toBe(false);
      expect(reaches(file, 'dynamic-import'), file).toBe(true);
    }
  });
});
