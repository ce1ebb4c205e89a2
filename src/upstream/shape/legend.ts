import type { RawSeason } from '../data/types.js';

export interface LegendEntry {
  color: string;
  placement: string;
}

const TEAMS = 12;
/** Places 1–8 go to the quarter-finals (the bracket in schedule.ts). */
const PRIMARY: readonly (LegendEntry | null)[] = Array.from({ length: TEAMS }, (_, i) =>
  i < 2 ? { color: 'green', placement: 'playoff:quarterfinal:seeded' } : i < 8 ? { color: 'green', placement: 'playoff:quarterfinal' } : null);
/** Spain's current seasons also mark the places that qualify for King of Kings. */
const SECONDARY: readonly (LegendEntry | null)[] = Array.from({ length: TEAMS }, (_, i) => (i < 2 ? { color: 'gold', placement: 'king-of-kings' } : null));

export function legendEntry(rank: number): LegendEntry | null {
  return PRIMARY[rank - 1] ?? null;
}

export function secondaryEntry(season: RawSeason, rank: number): LegendEntry | null {
  return season.partners ? (SECONDARY[rank - 1] ?? null) : null;
}

/**
 * The legends as metaInformation carries them. The real API sends them as objects in some
 * seasons, as JSON text in others, and grouped (one list per group) in others; the dataset
 * has all three so the site meets each.
 */
export function seasonMeta(season: RawSeason, bestGoalkeeperId: number | null): Record<string, unknown> {
  const grouped = season.legend === 'grouped';
  const primary = grouped ? [PRIMARY] : PRIMARY;
  const meta: Record<string, unknown> = {
    position_legend: season.legend === 'text' ? JSON.stringify(primary) : primary,
    best_goalkeeper_id: bestGoalkeeperId,
  };
  if (season.partners) {
    meta.secondary_position_legend = JSON.stringify(SECONDARY);
    meta.stats_partner = JSON.stringify({ name: 'Kings Stats Lab', url: null });
    meta.season_partners = [{ name: 'Kings Stats Lab', role: 'stats' }];
  }
  return meta;
}
