import type { Team } from '../../shared/api/index.js';
import { markPlaceholders, missingExtraTeamIds } from '../../shared/league/season-teams.js';
import type { CompetitionDeps, CompetitionPart } from './competition.js';

export interface CompetitionTeam extends Team {
  /** docs/spec.md §3: set by the site on the placeholder ids of §9. */
  isPlaceholder: boolean;
}

interface Degraded {
  missing: Set<CompetitionPart>;
  stale: Set<CompetitionPart>;
}

/**
 * docs/spec.md §4 step 6: the season's teams. Season 13 also needs the extra teams of §9 when its
 * list lacks them. Their staff is asked for only by the pages that show it (staffOf), not by
 * every page that needs the competition: a dozen calls per region that most pages never read.
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
  return markPlaceholders(teams);
}
