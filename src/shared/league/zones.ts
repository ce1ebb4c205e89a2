import type { LegendEntry } from './legends.js';

/** As many table zones as a league marks: play-off seeds, play-off, a second competition, relegation. */
export const ZONE_COUNT = 4;

/**
 * The colour of each placement a table marks, from the site's palette (`--zone-1`…): leagues
 * colour zones loosely ("green" for both a seeded and an unseeded play-off place), so each
 * distinct placement gets its own colour, in table order, and the legend can tell them apart.
 */
export function zoneColors(entries: readonly (LegendEntry | null | undefined)[]): Map<string, string> {
  const colors = new Map<string, string>();
  for (const entry of entries) {
    if (!entry || colors.has(entry.placement)) continue;
    colors.set(entry.placement, `var(--zone-${(colors.size % ZONE_COUNT) + 1})`);
  }
  return colors;
}
