import { describe, expect, it } from 'vitest';
import { CONTEXTS, type Gender } from '../../../src/shared/config/contexts.js';
import { chooseSeason, seasonsShown } from '../../../src/shared/league/team-seasons.js';

const season = (id: number, competitionId: number, gender: Gender, isCurrent = false, visible = true) => ({
  id,
  competitionId,
  isCurrent,
  finish: `2026-0${(id % 9) + 1}-01T00:00:00.000Z`,
  competition: { gender, visible },
});

const SEASONS = [
  season(20, 3, 'male'),
  season(41, 3, 'male', true),
  season(22, 6, 'both'),
  season(27, 0, 'male'),
  season(21, 4, 'female'),
  season(30, 3, 'male', false, false),
];

describe('the seasons a team page shows', () => {
  it.each([
    ['kings in Spain', CONTEXTS.kings.genders, [3, 6], [20, 41, 22]],
    ['queens in Spain', CONTEXTS.queens.genders, [4, 6], [22, 21]],
    ['kings in Italy', CONTEXTS.kings.genders, [10], []],
    ['kings anywhere', CONTEXTS.kings.genders, [3, 6, 0, 10], [20, 41, 22, 27]],
  ] as const)('%s', (_label, genders, competitions, ids) => {
    expect(seasonsShown(SEASONS, genders, competitions).map((s) => s.id)).toEqual(ids);
  });

  it.each([
    ['the asked season', 20, 20],
    ['the current one for an unknown id', 999, 41],
    ['the current one for no id', null, 41],
    ['the current one for a non-number', Number('abc'), 41],
  ])('chooses %s', (_label, asked, id) => {
    expect(chooseSeason(SEASONS.slice(0, 3), asked)?.id).toBe(id);
  });

  it('has nothing to choose from no seasons', () => {
    expect(chooseSeason([], 20)).toBeNull();
  });
});
