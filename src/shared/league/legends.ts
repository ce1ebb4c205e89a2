/** One table position's mark, e.g. { color: 'green', placement: 'playoff:semifinal' }. */
export interface LegendEntry {
  color: string;
  placement: string;
}

/** Indexed by table position; a position without a mark may be null. */
export type FlatLegend = readonly (LegendEntry | null)[];
/** One flat legend per group, in group order. */
export type GroupedLegend = readonly FlatLegend[];
export type Legend = FlatLegend | GroupedLegend;

const NO_LEGEND: FlatLegend = Object.freeze([]);

/** docs/spec.md §5: a legend is grouped when its first element is itself a list. */
export function isGroupedLegend(legend: Legend | null | undefined): legend is GroupedLegend {
  return Array.isArray(legend?.[0]);
}

/**
 * The legend of group `groupIndex`. A grouped legend falls back to its first group's legend when
 * it has none for that index; a flat legend serves every group. An empty list when there is none.
 */
export function legendFor(legend: Legend | null | undefined, groupIndex: number): FlatLegend {
  if (!legend) return NO_LEGEND;
  if (!isGroupedLegend(legend)) return legend;
  return legend[groupIndex] ?? legend[0] ?? NO_LEGEND;
}

/**
 * metaInformation values may arrive as JSON text (docs/upstream.md). Text that is not JSON is a
 * plain value (a URL, a partner name) and comes back unchanged; null and undefined give null;
 * anything already parsed is returned as is.
 */
export function parseMeta(value: unknown): unknown {
  if (value === undefined || value === null) return null;
  if (typeof value !== 'string') return value;
  try {
    return JSON.parse(value) as unknown;
  } catch {
    return value;
  }
}

/** A metaInformation legend, parsed if it came as text; null unless it is a list. */
export function toLegend(value: unknown): Legend | null {
  const parsed = parseMeta(value);
  return Array.isArray(parsed) ? (parsed as Legend) : null;
}
