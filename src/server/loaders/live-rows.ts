import type { Lang } from '../../shared/config/locales.js';
import type { Region } from '../../shared/config/regions.js';
import { matchRow, type MatchRow } from '../../shared/league/matches-view.js';
import type { DataLayer } from '../data/index.js';
import { loadMatchDetail } from './match.js';

/**
 * A row is read again from the live view while the season says it is on: its minute and score
 * move. A match about to start is not (the page's live poll picks up its kick-off), so a cold
 * home with a dozen fixtures "soon" does not ask for each.
 */
export const needsLiveRead = (row: MatchRow): boolean => row.status === 'live';

/**
 * The rows of matches on now or about to start, read from the live view the match page reads, so
 * a card shows the match page's minute rather than the season's minutes-old copy. A row whose
 * live read fails keeps the season's copy: it is older, not wrong.
 */
export async function withLiveRows(data: DataLayer, region: Region, rows: readonly MatchRow[], lang: Lang, now: Date): Promise<MatchRow[]> {
  return Promise.all(rows.map(async (row) => {
    if (!needsLiveRead(row)) return row;
    try {
      return matchRow(await loadMatchDetail(data, region, row.id, lang), now);
    } catch {
      return row;
    }
  }));
}
