import type { Staff, Team } from '../../shared/api/index.js';
import { missingExtraTeamIds, markPlaceholders } from '../../shared/league/season-teams.js';
import { coach, president } from '../../shared/league/staff.js';
import type { CompetitionDeps, CompetitionPart } from './competition.js';

export interface CompetitionTeam extends Team {
  /** docs/spec.md §3: set by the site on the placeholder ids of §9. */
  isPlaceholder: boolean;
  staffs: Staff[];
  president: Staff | null;
  coach: Staff | null;
}

interface Degraded {
  missing: Set<CompetitionPart>;
  stale: Set<CompetitionPart>;
}

/**
 * docs/spec.md §4 step 6: the season's teams with their staff. Season 13 also needs the extra
 * teams of §9 when its list lacks them. Placeholder teams have no staff to ask for.
 */
export async function loadTeams(
  deps: Pick<CompetitionDeps, 'api' | 'logger'>,
  seasonId: number,
  before: readonly CompetitionTeam[] | null,
  degraded: Degraded,
): Promise<CompetitionTeam[]> {
  let teams: Team[];
  try {
    // A copy: the cached list is shared by every request.
    teams = [...(await deps.api.seasonTeams(seasonId))];
  } catch (error) {
    deps.logger.warn({ seasonId, err: (error as Error).message }, 'season teams unavailable');
    (before ? degraded.stale : degraded.missing).add('teams');
    return before ? [...before] : [];
  }
  const extras = await Promise.allSettled(missingExtraTeamIds(seasonId, teams).map((id) => deps.api.team(id)));
  for (const extra of extras) {
    if (extra.status === 'rejected') {
      degraded.missing.add('teams');
      continue;
    }
    const { currentSeasons: _seasons, ...team } = extra.value;
    teams.push(team);
  }
  const marked = markPlaceholders(teams);
  const staffs = await Promise.allSettled(
    marked.map((team) => (team.isPlaceholder ? Promise.resolve([]) : deps.api.teamSeasonStaffs(team.id, seasonId))),
  );
  return marked.map((team, i) => {
    const result = staffs[i];
    let list: Staff[] = [];
    if (result?.status === 'fulfilled') list = result.value;
    else {
      const old = before?.find((t) => t.id === team.id)?.staffs;
      (old ? degraded.stale : degraded.missing).add('staffs');
      list = old ?? [];
    }
    return { ...team, staffs: list, president: president(list), coach: coach(list) };
  });
}
