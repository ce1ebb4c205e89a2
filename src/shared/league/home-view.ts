import type { MatchRow } from './matches-view.js';
import type { RegionHomeView } from './region-home-view.js';
import type { TableRow } from './tables-view.js';

/** A competition's front-page view, with the region it belongs to. */
export interface RegionSlice {
  region: string;
  view: RegionHomeView;
}

export interface RegionMatch {
  region: string;
  match: MatchRow;
}

export interface HomeView {
  /** Live matches of every competition first, then the next kick-offs. */
  onNow: RegionMatch[];
  latest: RegionMatch[];
  /** Each competition's leader, in the order of the regions. */
  leaders: { region: string; row: TableRow }[];
}

const ON_NOW = 6;
const LATEST = 6;
const time = (m: RegionMatch) => Date.parse(m.match.date ?? '') || 0;

/** The context's front page across its competitions: what is on, what just ended, who leads. */
export function homeView(slices: readonly RegionSlice[]): HomeView {
  const tag = (region: string, rows: MatchRow[]) => rows.map((match) => ({ region, match }));
  const upcoming = slices.flatMap((s) => tag(s.region, s.view.upcoming));
  const live = upcoming.filter((m) => m.match.status === 'live').sort((a, b) => time(a) - time(b));
  const next = upcoming.filter((m) => m.match.status !== 'live').sort((a, b) => time(a) - time(b));
  return {
    onNow: [...live, ...next].slice(0, ON_NOW),
    latest: slices.flatMap((s) => tag(s.region, s.view.latest)).sort((a, b) => time(b) - time(a)).slice(0, LATEST),
    leaders: slices.flatMap((s) => (s.view.tableTop[0] ? [{ region: s.region, row: s.view.tableTop[0] }] : [])),
  };
}
