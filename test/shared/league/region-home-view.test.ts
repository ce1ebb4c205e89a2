import { describe, expect, it } from 'vitest';
import { regionHomeView } from '../../../src/shared/league/region-home-view.js';
import { SEASON } from '../../helpers/league-fixtures.js';

describe('region home view', () => {
  it('puts the next match up, the latest result and the leaders', () => {
    const view = regionHomeView(SEASON, new Date('2026-10-09T15:00:00.000Z'));
    expect(view.upcoming.map((m) => m.id)).toEqual([20]);
    expect(view.latest.map((m) => m.id)).toEqual([10]);
    expect(view.tableTop.map((r) => r.teamId)).toEqual([1, 2]);
  });

  it('drops matches whose kick-off is long past but never started', () => {
    expect(regionHomeView(SEASON, new Date('2026-12-01T00:00:00.000Z')).upcoming).toEqual([]);
  });
});
