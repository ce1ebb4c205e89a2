import type { Gender } from '../config/contexts.js';
import { currentSeason, type Finishing, filterSeasons, type SeasonListItem } from './seasons.js';

type TeamSeason = SeasonListItem & Finishing & { id: number; competitionId: number };

/**
 * The seasons a team page may show: of the context's genders and visible (docs/spec.md §5), and of
 * the given competitions (a region's, or every region's of the context on the global page).
 */
export function seasonsShown<S extends TeamSeason>(
  seasons: readonly S[],
  genders: readonly Gender[],
  competitions: readonly number[],
): S[] {
  return filterSeasons(seasons, genders).filter((s) => competitions.includes(s.competitionId));
}

/** `?season=` when it is one of them, else the current one; null when there is none. */
export function chooseSeason<S extends TeamSeason>(seasons: readonly S[], asked: number | null): S | null {
  return seasons.find((s) => s.id === asked) ?? currentSeason(seasons);
}
