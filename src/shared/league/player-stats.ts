import type { Gender } from '../config/contexts.js';
import { keptBeside } from '../memo.js';

/** docs/spec.md §9: stats teasers show the first three lines. */
export const TOP_STATS_LIMIT = 3;

export interface RankingLike {
  player?: { gender?: Gender | null } | null;
}

const keptFiltered = /* @__PURE__ */ keptBeside<readonly RankingLike[], RankingLike[]>();

/**
 * docs/spec.md §5: player stats are limited to the context's genders. A line without a player is a
 * team line, which has no gender to filter on, so it stays. A player whose gender is unknown
 * is dropped, by the same reasoning as season lists: never show the other league's players.
 */
export function filterPlayerStatsByGender<R extends RankingLike>(rows: readonly R[], genders: readonly Gender[]): R[] {
  // Kept beside the cached rows, so what is made from the result can be kept too.
  return keptFiltered(rows, genders.join(' '), () =>
    rows.filter((row) => {
      if (!row.player) return true;
      const gender = row.player.gender;
      return gender != null && genders.includes(gender);
    }),
  ) as R[];
}

export function topStats<R>(rows: readonly R[], limit: number = TOP_STATS_LIMIT): R[] {
  return rows.slice(0, Math.max(0, limit));
}
