import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { createTranslate, flatten, type MessageTree } from '../../../src/shared/i18n/messages.js';
import { placementLabel } from '../../../src/shared/ui/components/standings-table.js';

const t = (lang: string) =>
  createTranslate(flatten(JSON.parse(readFileSync(`locales/${lang}.json`, 'utf8')) as MessageTree));

describe('position legend labels', () => {
  it.each([
    ['en', 'playoff:semifinal', 'Play-off semi-final'],
    ['en', 'playoff:quarterfinal:seeded', 'Play-off quarter-final, seeded'],
    ['es', 'playoff:quarterfinal', 'Cuartos de final del playoff'],
    ['ar', 'playoff:final', 'نهائي الأدوار الإقصائية'],
    ['de', 'king-of-kings', 'King of Kings'],
    ['en', 'Playoff:Semifinal', 'Play-off semi-final'],
    ['en', 'relegation_zone', 'Relegation zone'],
    ['ar', 'descenso', 'Descenso'],
  ])('%s: %s reads "%s"', (lang, placement, label) => {
    expect(placementLabel({ color: 'green', placement }, t(lang))).toBe(label);
  });
});
