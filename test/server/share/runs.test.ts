import { describe, expect, it } from 'vitest';
import { directionRuns } from '../../../src/server/share/runs.js';

describe('direction runs of an Arabic line', () => {
  it.each([
    ['Jijantes FC', ['Jijantes FC']],
    ['كينغز ليغ إسبانيا', ['كينغز ليغ إسبانيا']],
    ['22 نوفمبر 2026', ['22', 'نوفمبر', '2026']],
    [
      'تقديم الجولة 4: Casablanca Lions ضد Bahrain Reef FC',
      ['تقديم الجولة', '4: Casablanca Lions', 'ضد', 'Bahrain Reef FC'],
    ],
    ['  الأحد،   22 ', ['الأحد،', '22']],
    ['#1 · حارسة مرمى', ['#1', '·', 'حارسة مرمى']],
    ['PIO FC – 1K FC', ['PIO FC – 1K FC']],
    ['الأحد – PIO FC', ['الأحد', '–', 'PIO FC']],
  ])('%s', (text, runs) => {
    expect(directionRuns(text)).toEqual(runs);
  });
});
