import type { MatchSummary, SeasonDetail } from '../api/index.js';
import { lastMade } from '../memo.js';
import { clockStep, kickOffsPassed } from './clock-step.js';
import { displayStatus } from './match-status.js';
import { matchRow, type MatchRow } from './matches-view.js';

const turnsOf = (season: SeasonDetail) => season.phases.flatMap((p) => p.groups.flatMap((g) => g.turns));

const ahead = (m: MatchSummary, now: Date) => displayStatus(m.status) === 'scheduled' && m.date !== null && Date.parse(m.date) > now.getTime();

const keptUpcoming = /* @__PURE__ */ lastMade<SeasonDetail, MatchRow[]>();

/**
 * The next matches still to kick off, soonest first: what a fan can buy a ticket for. One list
 * per cached season, clock step and kick-offs passed (shared: not to be changed).
 */
export function upcomingMatches(season: SeasonDetail, now: Date, limit: number): MatchRow[] {
  return keptUpcoming(season, String(limit), [clockStep(season, now), kickOffsPassed(season, now)], () => upcoming(season, now, limit));
}

function upcoming(season: SeasonDetail, now: Date, limit: number): MatchRow[] {
  return turnsOf(season).flatMap((t) => t.matches)
    .filter((m) => ahead(m, now))
    .sort((a, b) => Date.parse(a.date!) - Date.parse(b.date!))
    .slice(0, limit)
    .map((m) => matchRow(m, now));
}

export interface AccreditationDeadline {
  turnId: number;
  name: string;
  /** The matchday's first kick-off. */
  firstKickOff: string;
  /** When applications close: `hours` before the first kick-off. */
  closes: string;
  open: boolean;
}

/**
 * The coming matchdays with the moment their media accreditation closes. A matchday counts from
 * its first match still to be played; one whose deadline has passed is listed as closed.
 */
export function accreditationDeadlines(season: SeasonDetail, now: Date, hours: number, limit: number): AccreditationDeadline[] {
  return turnsOf(season)
    .map((t) => {
      const first = t.matches.filter((m) => ahead(m, now)).map((m) => Date.parse(m.date!)).sort((a, b) => a - b)[0];
      return first === undefined ? null : { t, first };
    })
    .filter((x): x is NonNullable<typeof x> => x !== null)
    .sort((a, b) => a.first - b.first)
    .slice(0, limit)
    .map(({ t, first }) => {
      const closes = first - hours * 3_600_000;
      return { turnId: t.id, name: t.name, firstKickOff: new Date(first).toISOString(), closes: new Date(closes).toISOString(), open: closes > now.getTime() };
    });
}
