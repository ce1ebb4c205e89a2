import { describe, expect, it } from 'vitest';
import {
  markPlaceholders,
  missingExtraTeamIds,
  PLACEHOLDER_TEAM_IDS,
  phasesSeasonId,
  phasesSharingSeasons,
  SEASON_13_EXTRA_TEAM_IDS,
} from '../../../src/shared/league/season-teams.js';

describe('season constants (docs/spec.md §9)', () => {
  it('lists the placeholder and season-13 extra team ids', () => {
    expect(PLACEHOLDER_TEAM_IDS).toEqual([58, 63, 64, 65, 66]);
    expect(SEASON_13_EXTRA_TEAM_IDS).toEqual([5, 8, 9, 10, 37, 38, 40, 41]);
  });

  it.each([
    [13, 14],
    [14, 14],
    [12, 12],
    [35, 35],
  ])('season %i reads its phases from season %i', (season, phases) => {
    expect(phasesSeasonId(season)).toBe(phases);
  });

  it.each([
    [13, [13, 14]],
    [14, [14, 13]],
    [12, [12]],
    [35, [35]],
  ])("season %i's matches name teams of seasons %j", (season, seasons) => {
    expect(phasesSharingSeasons(season)).toEqual(seasons);
  });
});

describe('markPlaceholders', () => {
  it.each([
    [58, true],
    [63, true],
    [64, true],
    [65, true],
    [66, true],
    [57, false],
    [62, false],
    [1, false],
  ])('team %i → isPlaceholder %s', (id, placeholder) => {
    expect(markPlaceholders([{ id, name: 'T' }])[0]).toEqual({ id, name: 'T', isPlaceholder: placeholder });
  });

  it('returns new objects and leaves the input alone', () => {
    const teams = [{ id: 58 }, { id: 1 }];
    const marked = markPlaceholders(teams);
    expect(marked[0]).not.toBe(teams[0]);
    expect(teams[0]).toEqual({ id: 58 });
    expect(marked.map((t) => t.isPlaceholder)).toEqual([true, false]);
  });
});

describe('missingExtraTeamIds', () => {
  it.each([
    ['season 13 with none of them', 13, [{ id: 1 }], [5, 8, 9, 10, 37, 38, 40, 41]],
    ['season 13 with some', 13, [{ id: 5 }, { id: 9 }, { id: 41 }], [8, 10, 37, 38, 40]],
    ['season 13 with all', 13, SEASON_13_EXTRA_TEAM_IDS.map((id) => ({ id })), []],
    ['another season', 14, [], []],
  ])('%s', (_label, season, teams, missing) => {
    expect(missingExtraTeamIds(season, teams)).toEqual(missing);
  });
});
