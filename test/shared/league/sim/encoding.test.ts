import { describe, expect, it } from 'vitest';
import { decodePredictions, encodePredictions, readPredictions } from '../../../../src/shared/league/sim/encoding.js';

const known = new Set([3348, 3349, 3350]);

describe('the prediction address', () => {
  it('encodes compactly and in match order', () => {
    const map = new Map([
      [3350, { home: 1, away: 1, shootout: 'away' as const }],
      [3348, { home: 3, away: 2, shootout: null }],
    ]);
    expect(encodePredictions(map)).toBe('2l0.3-2_2l2.1-1a');
    expect(decodePredictions('2l0.3-2_2l2.1-1a', known)).toEqual(map);
  });

  it.each([
    ['unknown match', 'zz.1-0'],
    ['too many goals', '2l0.31-0'],
    ['not a score', '2l0.x-1'],
    ['empty', ''],
  ])('drops %s', (_, value) => expect(decodePredictions(value, known).size).toBe(0));

  it('keeps a draw without a shoot-out winner as undecided', () => {
    expect(decodePredictions('2l0.2-2', known).get(3348)).toEqual({ home: 2, away: 2, shootout: null });
  });

  it('reads the form a page without scripts submits, over ?p=', () => {
    const q = new URLSearchParams('p=2l0.3-2_2l1.0-1&m=3348&h=&a=&w=&m=3349&h=2&a=2&w=home&m=3350&h=1&a=0&w=away');
    expect([...readPredictions(q, known)]).toEqual([
      [3349, { home: 2, away: 2, shootout: 'home' }],
      [3350, { home: 1, away: 0, shootout: null }],
    ]);
  });
});
