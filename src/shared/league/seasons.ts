import type { Gender } from '../config/contexts.js';

export interface SeasonListItem {
  competition?: { gender?: Gender | null; visible?: boolean | null } | null;
}

/**
 * docs/spec.md §5: a season is listed when its competition's gender belongs to the context and the
 * competition is not hidden. A season whose gender is unknown is left out: showing the other
 * league's season is worse than missing one, and season lists always carry the competition.
 * Visibility is opt-out: only an explicit `visible: false` hides.
 */
export function filterSeasons<S extends SeasonListItem>(seasons: readonly S[], genders: readonly Gender[]): S[] {
  return seasons.filter((season) => {
    const competition = season.competition;
    if (!competition?.gender || !genders.includes(competition.gender)) return false;
    return competition.visible !== false;
  });
}

export interface Finishing {
  isCurrent?: boolean | null;
  finish?: string | null;
}

function finishTime(item: Finishing): number {
  const time = item.finish ? Date.parse(item.finish) : Number.NaN;
  return Number.isNaN(time) ? Number.NEGATIVE_INFINITY : time;
}

/**
 * docs/spec.md §4 steps 3 and 5: the item flagged current, else the one finishing last. An unreadable
 * finish date ranks before every real one; on equal dates the later item in the list wins.
 */
function pickCurrent<T extends Finishing>(items: readonly T[] | null | undefined): T | null {
  if (!items || items.length === 0) return null;
  const flagged = items.find((item) => item.isCurrent === true);
  if (flagged) return flagged;
  let latest: T | null = null;
  for (const item of items) {
    if (latest === null || finishTime(item) >= finishTime(latest)) latest = item;
  }
  return latest;
}

export function currentCluster<C extends Finishing>(clusters: readonly C[] | null | undefined): C | null {
  return pickCurrent(clusters);
}

export function currentSeason<S extends Finishing>(seasons: readonly S[] | null | undefined): S | null {
  return pickCurrent(seasons);
}
