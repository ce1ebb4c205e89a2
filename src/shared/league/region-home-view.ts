import type { SeasonDetail } from '../api/index.js';
import { displayStatus } from './match-status.js';
import { matchRow, type MatchRow } from './matches-view.js';
import { tablesView, type TableRow } from './tables-view.js';

export interface RegionHomeView {
  /** Live matches first, then the next ones to kick off. */
  upcoming: MatchRow[];
  latest: MatchRow[];
  tableTop: TableRow[];
}

const UPCOMING = 4;
const LATEST = 4;
const TABLE_TOP = 5;

/** The front page of a competition: what is on now and next, what just happened, who leads. */
export function regionHomeView(season: SeasonDetail, now: Date): RegionHomeView {
  const matches = season.phases.flatMap((p) => p.groups.flatMap((g) => g.turns.flatMap((t) => t.matches)));
  const byDate = [...matches].sort((a, b) => Date.parse(a.date ?? '') - Date.parse(b.date ?? ''));
  const live = byDate.filter((m) => displayStatus(m.status) === 'live');
  const next = byDate.filter((m) => displayStatus(m.status) === 'scheduled' && Date.parse(m.date ?? '') >= now.getTime() - 5 * 60_000);
  const ended = byDate.filter((m) => displayStatus(m.status) === 'ended');
  return {
    upcoming: [...live, ...next].slice(0, UPCOMING).map((m) => matchRow(m, now)),
    latest: ended.slice(-LATEST).reverse().map((m) => matchRow(m, now)),
    tableTop: tablesView(season).groups[0]?.rows.slice(0, TABLE_TOP) ?? [],
  };
}
