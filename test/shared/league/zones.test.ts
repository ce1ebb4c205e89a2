import { describe, expect, it } from 'vitest';
import { zoneColors } from '../../../src/shared/league/zones.js';

const qfSeeded = { color: 'green', placement: 'playoff:quarterfinal:seeded' };
const qf = { color: 'green', placement: 'playoff:quarterfinal' };
const kok = { color: 'gold', placement: 'king-of-kings' };

describe('zoneColors', () => {
  it.each([
    ['no legend', [], []],
    ['one zone', [qf, qf, null], [['playoff:quarterfinal', 'var(--zone-1)']]],
    [
      'two zones the league coloured alike stay apart',
      [qfSeeded, qfSeeded, qf, qf, null],
      [
        ['playoff:quarterfinal:seeded', 'var(--zone-1)'],
        ['playoff:quarterfinal', 'var(--zone-2)'],
      ],
    ],
    [
      'zones in table order, gaps skipped',
      [kok, null, qf, undefined],
      [
        ['king-of-kings', 'var(--zone-1)'],
        ['playoff:quarterfinal', 'var(--zone-2)'],
      ],
    ],
    [
      'a fifth zone reuses the palette',
      [1, 2, 3, 4, 5].map((n) => ({ color: 'x', placement: `p${n}` })),
      [
        ['p1', 'var(--zone-1)'],
        ['p2', 'var(--zone-2)'],
        ['p3', 'var(--zone-3)'],
        ['p4', 'var(--zone-4)'],
        ['p5', 'var(--zone-1)'],
      ],
    ],
  ] as const)('%s', (_, entries, expected) => {
    expect([...zoneColors(entries)]).toEqual(expected);
  });
});
