import { describe, expect, it } from 'vitest';
import { playoffPhase, standingsPhase } from '../../../src/shared/league/phases.js';

type TestPhase = { id: number; groups: { hasStandings: boolean | null }[] };
const phase = (id: number, ...flags: (boolean | null)[]): TestPhase => ({
  id,
  groups: flags.map((hasStandings) => ({ hasStandings })),
});

describe('standingsPhase and playoffPhase', () => {
  it.each([
    ['league then playoff', [phase(1, true), phase(2, false)], 1, 2],
    ['two league phases', [phase(1, true), phase(2, true)], 2, null],
    ['playoff only', [phase(1, false, false)], null, 1],
    ['groups then knockout then final table', [phase(1, true, true), phase(2, false), phase(3, true)], 3, 2],
    ['a phase mixing both kinds of group', [phase(1, true), phase(2, true, false)], 2, 2],
    ['null hasStandings counts as without a table', [phase(1, true), phase(2, null)], 1, 2],
    ['a phase without groups is neither', [phase(1, true), phase(2, false), phase(3)], 1, 2],
    ['no phases', [], null, null],
  ])('%s → standings %s, playoff %s', (_label, phases, standingsId, playoffId) => {
    expect(standingsPhase({ phases })?.id ?? null).toBe(standingsId);
    expect(playoffPhase({ phases })?.id ?? null).toBe(playoffId);
  });

  it('returns the phase object itself', () => {
    const phases = [phase(1, true), phase(2, false)];
    expect(standingsPhase({ phases })).toBe(phases[0]);
    expect(playoffPhase({ phases })).toBe(phases[1]);
  });

  it.each([
    ['null season', null],
    ['undefined season', undefined],
    ['null phases', { phases: null }],
    ['no phases key', {}],
    ['null groups', { phases: [{ id: 1, groups: null }] }],
  ])('%s → null', (_label, season) => {
    expect(standingsPhase(season)).toBeNull();
    expect(playoffPhase(season)).toBeNull();
  });
});
