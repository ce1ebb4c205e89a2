import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { findDataDir, loadDataset } from '../../src/upstream/data/load.js';
import { OUTCOMES_FILE } from '../../src/upstream/data/outcomes.js';
import { DATASET_FILES } from '../../src/upstream/data/types.js';
import { INVENTED } from '../../src/upstream/generate/clubs.js';
import { readSpainFacts } from '../../src/upstream/generate/spain-facts.js';

/** data/league/README.md says what the files are and which names are real; it must keep saying the truth. */
const dir = findDataDir();
const readme = readFileSync(join(dir, 'README.md'), 'utf8').replace(/\s+/g, ' ');
/** The facts the real club names come from, kept in the repository (data/sources). */
const FACTS = join(dir, '..', 'sources', 'team-names.md');

describe('data/league/README.md', () => {
  it('describes every file of the folder and how to regenerate them', () => {
    for (const file of [
      ...Object.values(DATASET_FILES),
      OUTCOMES_FILE,
      'source/kings-league-2023.json',
      'LICENSE-kings-league-2023',
    ]) {
      expect(readme).toContain(`\`${file}\``);
      expect(existsSync(join(dir, file)), file).toBe(true);
    }
    expect(readme).toContain('npx tsx scripts/generate-data.ts');
  });

  it('keeps the MIT licence of the Kings League 2023 data beside it', () => {
    expect(readFileSync(join(dir, 'LICENSE-kings-league-2023'), 'utf8')).toMatch(
      /^MIT License\s+Copyright 2023 Miguel Ángel Durán/,
    );
  });

  it('lists every invented club name', () => {
    for (const name of Object.values(INVENTED).flat()) expect(readme).toContain(name);
  });

  it('gives teams 1–12, and the Queens brands 13–24, the real names of the committed 2023 source', () => {
    const source = readSpainFacts(dir).teams.map((t) => t.name);
    expect(source).toHaveLength(12);
    const teams = new Map(loadDataset(dir).teams.map((t) => [t.id, t.name]));
    expect(source.map((_, i) => teams.get(i + 1))).toEqual(source);
    expect(source.map((_, i) => teams.get(i + 13))).toEqual(source);
  });

  it('calls real only the club names found in the facts of data/sources', () => {
    const facts = readFileSync(FACTS, 'utf8').replace(/\s+/g, ' ');
    const invented = new Set(Object.values(INVENTED).flat());
    const clubs = loadDataset(dir).teams.filter(
      (t) => !t.placeholder && !t.name.endsWith(' Mixto') && !(t.id >= 137 && t.id <= 148),
    );
    for (const team of clubs.filter((t) => !invented.has(t.name))) expect(facts, team.name).toContain(team.name);
  });
});
