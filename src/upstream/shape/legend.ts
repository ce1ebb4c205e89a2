import type { RawSeason } from '../data/types.js';
import { hasKingOfKingsRace, RACE_PLACES } from '../league/race.js';

export interface LegendEntry {
  color: string;
  placement: string;
}

const TEAMS = 12;
/** Places 1–8 go to the quarter-finals (the bracket in schedule.ts). */
const PRIMARY: readonly (LegendEntry | null)[] = Array.from({ length: TEAMS }, (_, i) =>
  i < 2
    ? { color: 'green', placement: 'playoff:quarterfinal:seeded' }
    : i < 8
      ? { color: 'green', placement: 'playoff:quarterfinal' }
      : null,
);
/** A cup group's winner meets another group's runner-up in the quarter-finals (generate/cup.ts). */
const CUP_GROUP: readonly (LegendEntry | null)[] = [
  { color: '#1b5e20', placement: 'playoff:quarterfinal:seeded' },
  { color: '#43a047', placement: 'playoff:quarterfinal' },
  null,
  null,
];
/** The Kings leagues of Spain and the Americas mark the places that qualify for the next King of Kings. */
const SECONDARY: readonly (LegendEntry | null)[] = Array.from({ length: TEAMS }, (_, i) =>
  i < RACE_PLACES ? { color: 'gold', placement: 'king-of-kings' } : null,
);

/** A table's legend: a league's, or a cup group's when the season plays more than one group. */
export function legendEntry(rank: number, tables: number): LegendEntry | null {
  return (tables > 1 ? CUP_GROUP : PRIMARY)[rank - 1] ?? null;
}

export function secondaryEntry(season: RawSeason, rank: number): LegendEntry | null {
  return hasKingOfKingsRace(season) ? (SECONDARY[rank - 1] ?? null) : null;
}

/**
 * The legends as metaInformation carries them. The real API sends them as objects in some
 * seasons, as JSON text in others, and grouped (one list per group) in others; the dataset
 * has all three so the site meets each. `tables` counts the season's tables: a cup has one per
 * group, a single final (the Finalissima) none.
 */
export function seasonMeta(
  season: RawSeason,
  bestGoalkeeperId: number | null,
  tables: number,
): Record<string, unknown> {
  const legend = tables > 1 ? CUP_GROUP : PRIMARY;
  const primary = season.legend === 'grouped' ? Array.from({ length: Math.max(1, tables) }, () => legend) : legend;
  const meta: Record<string, unknown> = {
    position_legend: tables === 0 ? null : season.legend === 'text' ? JSON.stringify(primary) : primary,
    best_goalkeeper_id: bestGoalkeeperId,
  };
  if (hasKingOfKingsRace(season)) meta.secondary_position_legend = JSON.stringify(SECONDARY);
  if (season.partners) {
    meta.stats_partner = JSON.stringify({ name: 'Kings Stats Lab', url: null });
    meta.season_partners = [{ name: 'Kings Stats Lab', role: 'stats' }];
  }
  return meta;
}
