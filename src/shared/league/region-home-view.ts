import type { SeasonDetail } from '../api/index.js';
import { lastMade, mappedOnce } from '../memo.js';
import { clockStep } from './clock-step.js';
import { displayStatus } from './match-status.js';
import { type MatchRow, matchRow } from './matches-view.js';
import { type TableRow, tablesView } from './tables-view.js';

export interface RegionHomeView {
  /** Live matches first, then the next ones to kick off. */
  upcoming: MatchRow[];
  latest: MatchRow[];
  tableTop: TableRow[];
}

const UPCOMING = 4;
const LATEST = 4;
const TABLE_TOP = 5;

/** A cached season's matches by date and status, sorted once (the front page asks on every render). */
const byStatus = /* @__PURE__ */ mappedOnce((season: SeasonDetail) => {
  const dated = season.phases
    .flatMap((p) => p.groups.flatMap((g) => g.turns.flatMap((t) => t.matches)))
    .map((match) => ({ match, time: Date.parse(match.date ?? '') }));
  dated.sort((a, b) => a.time - b.time);
  const of = (status: string) => dated.filter(({ match }) => displayStatus(match.status) === status);
  return {
    live: of('live').map(({ match }) => match),
    scheduled: of('scheduled'),
    ended: of('ended').map(({ match }) => match),
  };
});

const keptView = /* @__PURE__ */ lastMade<SeasonDetail, RegionHomeView>();

/**
 * The front page of a competition: what is on now and next, what just happened, who leads. One
 * view per cached season and clock step (shared: not to be changed by its users).
 */
export function regionHomeView(season: SeasonDetail, now: Date): RegionHomeView {
  return keptView(season, '', [clockStep(season, now)], () => made(season, now));
}

function made(season: SeasonDetail, now: Date): RegionHomeView {
  const { live, scheduled, ended } = byStatus(season);
  const next = scheduled.filter(({ time }) => time >= now.getTime() - 5 * 60_000).map(({ match }) => match);
  return {
    upcoming: [...live, ...next].slice(0, UPCOMING).map((m) => matchRow(m, now)),
    latest: ended
      .slice(-LATEST)
      .reverse()
      .map((m) => matchRow(m, now)),
    tableTop: tablesView(season).groups[0]?.rows.slice(0, TABLE_TOP) ?? [],
  };
}
