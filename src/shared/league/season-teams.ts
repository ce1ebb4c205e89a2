/** docs/spec.md §9: teams standing in for a not-yet-known qualifier, in every season. */
export const PLACEHOLDER_TEAM_IDS: readonly number[] = Object.freeze([58, 63, 64, 65, 66]);

/** docs/spec.md §9: season 13 shares its phases with season 14 and needs these teams added. */
export const SEASON_13_EXTRA_TEAM_IDS: readonly number[] = Object.freeze([5, 8, 9, 10, 37, 38, 40, 41]);
const SHARED_PHASES_SEASON = 13;
const PHASES_SOURCE_SEASON = 14;

export function isPlaceholderTeam(id: number): boolean {
  return PLACEHOLDER_TEAM_IDS.includes(id);
}

/**
 * A match side's team as the site shows it: none for a stand-in, whose name, crest and colour are
 * the league data's ("Winner quarter-final 3", in the API's language), not the page's.
 */
export function shownTeam<T>(team: T | null | undefined, id: number | null): T | null {
  return team && !(id !== null && isPlaceholderTeam(id)) ? team : null;
}

/** The season whose phases a season's matches live in. */
export function phasesSeasonId(seasonId: number): number {
  return seasonId === SHARED_PHASES_SEASON ? PHASES_SOURCE_SEASON : seasonId;
}

/** The seasons whose teams a season's matches may name: itself, and the season it shares phases with. */
export function phasesSharingSeasons(seasonId: number): number[] {
  if (seasonId === SHARED_PHASES_SEASON) return [seasonId, PHASES_SOURCE_SEASON];
  if (seasonId === PHASES_SOURCE_SEASON) return [seasonId, SHARED_PHASES_SEASON];
  return [seasonId];
}

/** Copies of the teams, each saying whether it is a placeholder; the input is left untouched. */
export function markPlaceholders<T extends { id: number }>(teams: readonly T[]): (T & { isPlaceholder: boolean })[] {
  return teams.map((team) => ({ ...team, isPlaceholder: isPlaceholderTeam(team.id) }));
}

/** The extra teams still to fetch for a season: none outside season 13. */
export function missingExtraTeamIds(seasonId: number, teams: readonly { id: number }[]): number[] {
  if (seasonId !== SHARED_PHASES_SEASON) return [];
  const have = new Set(teams.map((team) => team.id));
  return SEASON_13_EXTRA_TEAM_IDS.filter((id) => !have.has(id));
}
