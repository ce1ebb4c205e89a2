import type { Staff } from '../../shared/api/index.js';
import { lastMade } from '../../shared/memo.js';
import { NotFoundError } from '../errors.js';
import type { LeagueApi } from './api.js';

type SeasonTeam = { id: number; isPlaceholder: boolean };

/** The season's staff split by team, kept beside the cached list while the teams are the same. */
const split = lastMade<readonly Staff[], Map<number, Staff[]>>();

/**
 * Each team's staff for a season: one call where the league API serves the season's staff
 * (an extension, docs/upstream-extensions.md), else one call per team, as the contract has it.
 * Placeholder teams have no staff to ask for.
 */
export async function staffsByTeam(
  api: Pick<LeagueApi, 'seasonStaffs' | 'teamSeasonStaffs'>,
  seasonId: number,
  teams: readonly SeasonTeam[],
): Promise<Map<number, Staff[]>> {
  const real = teams.filter((t) => !t.isPlaceholder);
  try {
    const all = await api.seasonStaffs(seasonId);
    return split(all, '', [teams], () => new Map(real.map((t) => [t.id, all.filter((s) => s.teamId === t.id)])));
  } catch (error) {
    if (!(error instanceof NotFoundError)) throw error;
    const lists = await Promise.all(real.map((t) => api.teamSeasonStaffs(t.id, seasonId)));
    return new Map(real.map((t, i) => [t.id, lists[i]!]));
  }
}
