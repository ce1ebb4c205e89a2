import { describe, expect, it } from 'vitest';
import { staffsByTeam } from '../../../src/server/data/season-staffs.js';
import { NotFoundError, UpstreamError } from '../../../src/server/errors.js';
import * as s from '../../../src/shared/api/index.js';
import * as f from '../../helpers/api-responses.js';

const TEAMS = [
  { id: 1, isPlaceholder: false },
  { id: 2, isPlaceholder: false },
  { id: 58, isPlaceholder: true },
];
const staff = (id: number, role: string) => s.staff.parse(f.staff(id, role));
const seasonStaff = (id: number, role: string, teamId: number) => ({ ...staff(id, role), teamId });

function api(seasonStaffs: () => Promise<s.SeasonStaff[]>) {
  const calls: string[] = [];
  return {
    calls,
    api: {
      seasonStaffs: async (id: number) => {
        calls.push(`season ${id}`);
        return seasonStaffs();
      },
      teamSeasonStaffs: async (team: number, season: number) => {
        calls.push(`team ${team}/${season}`);
        return [staff(team * 10, 'coach')];
      },
    },
  };
}

describe("each team's staff of a season", () => {
  it("comes from one call where the league API serves the season's staff", async () => {
    const { api: a, calls } = api(async () => [
      seasonStaff(11, 'president', 1),
      seasonStaff(12, 'coach', 1),
      seasonStaff(21, 'coach', 2),
    ]);
    const byTeam = await staffsByTeam(a, 35, TEAMS);
    expect(calls).toEqual(['season 35']);
    expect([...byTeam].map(([team, list]) => [team, list.map((x) => x.id)])).toEqual([
      [1, [11, 12]],
      [2, [21]],
    ]);
  });

  it('falls back to one call per team (placeholders aside) where the API answers 404', async () => {
    const { api: a, calls } = api(async () => {
      throw new NotFoundError('Season staff not served');
    });
    const byTeam = await staffsByTeam(a, 35, TEAMS);
    expect(calls).toEqual(['season 35', 'team 1/35', 'team 2/35']);
    expect([...byTeam.keys()]).toEqual([1, 2]);
  });

  it('fails when the API fails: the page then says its staff could not be loaded', async () => {
    const { api: a } = api(async () => {
      throw new UpstreamError('HTTP 503', '/s', 503);
    });
    await expect(staffsByTeam(a, 35, TEAMS)).rejects.toThrow('HTTP 503');
  });
});
