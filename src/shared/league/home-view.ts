import { LIVE_CARDS_MAX } from '../ui/payload.js';
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
  /**
   * Every live match of every competition first (as many as one live poll follows), then the next
   * kick-offs up to six cards.
   */
  onNow: RegionMatch[];
  latest: RegionMatch[];
  /** Each competition's leader, in the order of the regions. */
  leaders: { region: string; row: TableRow }[];
}

const ON_NOW = 6;
const LATEST = 6;
/** The context's front page across its competitions: what is on, what just ended, who leads. */
export function homeView(slices: readonly RegionSlice[]): HomeView {
  // Each kick-off is read once, not in every comparison of the sorts.
  const tag = (region: string, rows: MatchRow[]) =>
    rows.map((match) => ({ region, match, time: Date.parse(match.date ?? '') || 0 }));
  const untag = ({ region, match }: RegionMatch): RegionMatch => ({ region, match });
  const upcoming = slices.flatMap((s) => tag(s.region, s.view.upcoming));
  const live = upcoming.filter((m) => m.match.status === 'live').sort((a, b) => a.time - b.time);
  const next = upcoming.filter((m) => m.match.status !== 'live').sort((a, b) => a.time - b.time);
  return {
    onNow: [...live, ...next].slice(0, Math.max(ON_NOW, Math.min(live.length, LIVE_CARDS_MAX))).map(untag),
    latest: slices
      .flatMap((s) => tag(s.region, s.view.latest))
      .sort((a, b) => b.time - a.time)
      .slice(0, LATEST)
      .map(untag),
    leaders: slices.flatMap((s) => (s.view.tableTop[0] ? [{ region: s.region, row: s.view.tableTop[0] }] : [])),
  };
}
