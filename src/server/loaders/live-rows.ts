import type { Region } from '../../shared/config/regions.js';
import { detailRow } from '../../shared/league/match-view.js';
import type { MatchRow } from '../../shared/league/matches-view.js';
import { lastMade } from '../../shared/memo.js';
import type { RegionHomeView } from '../../shared/league/region-home-view.js';
import type { DataLayer } from '../data/index.js';
import { loadMatchDetail } from './match.js';

/**
 * A row is read again from the live view while the season says it is on: its minute and score
 * move. A match about to start is not (the page's live poll picks up its kick-off), so a cold
 * home with a dozen fixtures "soon" does not ask for each.
 */
export const needsLiveRead = (row: MatchRow): boolean => row.status === 'live';

const keptLists = lastMade<readonly MatchRow[], MatchRow[]>();
const keptViews = lastMade<object, object>();

/**
 * The rows of matches on now or about to start, read from the live view the match page reads, so
 * a card shows the match page's minute rather than the season's minutes-old copy. A row whose
 * live read fails keeps the season's copy: it is older, not wrong. While the reads give the same
 * rows, the same list comes back, so a view kept with them stays the same object.
 */
export async function withLiveRows<Rows extends readonly MatchRow[]>(data: DataLayer, region: Region, rows: Rows, now: Date): Promise<Rows | MatchRow[]> {
  if (!rows.some(needsLiveRead)) return rows;
  const read = await Promise.all(rows.map(async (row) => {
    if (!needsLiveRead(row)) return row;
    try {
      return detailRow(await loadMatchDetail(data, region, row.id), now);
    } catch {
      return row;
    }
  }));
  // The same rows as last time come back as the same list, so kept card HTML is found again.
  return keptLists(rows, '', read, () => read);
}

/** A view with one list of rows in place of its own: the same object while that list is. */
export function withRows<V extends object, K extends keyof V & string>(view: V, key: K, rows: V[K]): V {
  return rows === view[key] ? view : keptViews(view, key, [rows], () => ({ ...view, [key]: rows })) as V;
}

/** A competition's front-page view with its live rows read again. */
export async function withLiveView(data: DataLayer, region: Region, view: RegionHomeView, now: Date): Promise<RegionHomeView> {
  return withRows(view, 'upcoming', await withLiveRows(data, region, view.upcoming, now));
}
