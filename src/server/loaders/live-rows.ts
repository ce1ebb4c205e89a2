import type { MatchSummary } from '../../shared/api/index.js';
import type { Region } from '../../shared/config/regions.js';
import { summaryRow } from '../../shared/league/match-view.js';
import type { MatchRow } from '../../shared/league/matches-view.js';
import type { RegionHomeView } from '../../shared/league/region-home-view.js';
import { lastMade } from '../../shared/memo.js';
import { matchKeptAs } from '../data/api-matches.js';
import type { DataLayer } from '../data/index.js';
import { orNone } from '../errors.js';
import { loadMatchDetail } from './match.js';

/**
 * A row is read again from the live view whenever the match page keeps its match as live data: in
 * play, or not started and near enough its kick-off (or past it) to start within a copy's life.
 * The season's copy keeps for a minute or more, so a row left to it said "starting soon" after
 * the match page showed the match in play (docs/decisions/0076-one-league-one-clock.md). One call
 * per season reads them all, so a home with a dozen fixtures about to start asks once.
 */
export const needsLiveRead = (row: MatchRow, now: Date): boolean =>
  row.status === 'live' || (row.status === 'scheduled' && matchKeptAs(row, now.getTime()) === 'live');

const keptLists = lastMade<readonly MatchRow[], MatchRow[]>();
const keptViews = lastMade<object, object>();

/**
 * The matches `ids` of a season as the live view has them, in that order; null for one it did not
 * give. One call for all of them; an API without that call is asked for each match as its page
 * asks (docs/upstream-extensions.md). A failed read gives nulls: the season's copy is older, not wrong.
 */
async function liveReads(
  data: DataLayer,
  region: Region,
  seasonId: number,
  ids: readonly number[],
  now: Date,
): Promise<(MatchRow | null)[]> {
  let read: readonly MatchSummary[] | null;
  try {
    read = await orNone(data.api.liveMatches(seasonId, ids));
  } catch {
    return ids.map(() => null);
  }
  if (!read)
    return Promise.all(
      ids.map((id) =>
        loadMatchDetail(data, region, id).then(
          (detail) => summaryRow(detail, now),
          () => null,
        ),
      ),
    );
  return ids.map((id) => {
    const match = read.find((m) => m.id === id);
    return match ? summaryRow(match, now) : null;
  });
}

/**
 * The rows of a season's matches on now read again from the live view the match page reads, so a
 * card shows the match page's minute rather than the season's minutes-old copy. While the reads
 * give the same rows, the same list comes back, so a view kept with them stays the same object.
 */
export async function withLiveRows<Rows extends readonly MatchRow[]>(
  data: DataLayer,
  region: Region,
  seasonId: number,
  rows: Rows,
  now: Date,
): Promise<Rows | MatchRow[]> {
  const ids = rows.filter((row) => needsLiveRead(row, now)).map((row) => row.id);
  if (ids.length === 0) return rows;
  const reads = await liveReads(data, region, seasonId, ids, now);
  const byId = new Map(ids.map((id, i) => [id, reads[i]]));
  const read = rows.map((row) => byId.get(row.id) ?? row);
  // The same rows as last time come back as the same list, so kept card HTML is found again.
  return keptLists(rows, '', read, () => read);
}

/** A view with one list of rows in place of its own: the same object while that list is. */
export function withRows<V extends object, K extends keyof V & string>(view: V, key: K, rows: V[K]): V {
  return rows === view[key] ? view : (keptViews(view, key, [rows], () => ({ ...view, [key]: rows })) as V);
}

/** A season's front-page view with its live rows read again. */
export async function withLiveView(
  data: DataLayer,
  region: Region,
  seasonId: number,
  view: RegionHomeView,
  now: Date,
): Promise<RegionHomeView> {
  return withRows(view, 'upcoming', await withLiveRows(data, region, seasonId, view.upcoming, now));
}
