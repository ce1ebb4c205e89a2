export interface GroupLike {
  hasStandings?: boolean | null;
}

export interface PhaseLike {
  groups?: readonly GroupLike[] | null;
}

export interface SeasonWithPhases<P extends PhaseLike> {
  phases?: readonly P[] | null;
}

function lastPhase<P extends PhaseLike>(
  season: SeasonWithPhases<P> | null | undefined,
  test: (group: GroupLike) => boolean,
): P | null {
  const phases = season?.phases ?? [];
  for (let i = phases.length - 1; i >= 0; i--) {
    const phase = phases[i];
    if (phase && (phase.groups ?? []).some(test)) return phase;
  }
  return null;
}

/** docs/spec.md §5: the last phase with at least one group that has a table. */
export function standingsPhase<P extends PhaseLike>(season: SeasonWithPhases<P> | null | undefined): P | null {
  return lastPhase(season, (group) => group.hasStandings === true);
}

/**
 * docs/spec.md §5: the last phase with at least one group without a table (a knockout bracket).
 * A group whose hasStandings is null counts as without: it has no table to show.
 */
export function playoffPhase<P extends PhaseLike>(season: SeasonWithPhases<P> | null | undefined): P | null {
  return lastPhase(season, (group) => group.hasStandings !== true);
}
