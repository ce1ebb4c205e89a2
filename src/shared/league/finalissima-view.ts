import type { FinalissimaEdition } from '../api/index.js';
import { type MatchRow, matchRow } from './matches-view.js';

/** The Finalissima's competition in the league data (docs/upstream-extensions.md). */
export const FINALISSIMA_COMPETITION = 30;
/** Its live endpoint's region word: the final belongs to no region of its own. */
export const FINALISSIMA_LIVE = 'finalissima';

export interface FinalissimaRoadRef {
  competitionId: number;
  seasonId: number;
  matchId: number | null;
}

export interface FinalissimaEditionView {
  seasonId: number;
  name: string;
  stadium: { name: string; country: string | null } | null;
  match: MatchRow;
  road: { home: FinalissimaRoadRef | null; away: FinalissimaRoadRef | null };
}

/** Every edition, newest first: the first is the one the page is about, the rest its history. */
export function finalissimaEditions(editions: readonly FinalissimaEdition[], now: Date): FinalissimaEditionView[] {
  return [...editions]
    .sort((a, b) => Date.parse(b.match.date ?? '') - Date.parse(a.match.date ?? ''))
    .map((e) => ({
      seasonId: e.season.id,
      name: e.season.displayName ?? e.season.name,
      stadium: e.stadium ? { name: e.stadium.name, country: e.stadium.country } : null,
      match: matchRow(e.match, now),
      road: { home: e.road.home ?? null, away: e.road.away ?? null },
    }));
}
