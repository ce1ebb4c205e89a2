import type { MatchSummary, SeasonDetail } from '../api/index.js';
import { lastMade } from '../memo.js';
import { clockStep, kickOffsPassed } from './clock-step.js';
import { displayStatus } from './match-status.js';
import { type MatchRow, matchRow } from './matches-view.js';

const turnsOf = (season: SeasonDetail) => season.phases.flatMap((p) => p.groups.flatMap((g) => g.turns));

const ahead = (m: MatchSummary, now: Date) =>
  displayStatus(m.status) === 'scheduled' && m.date !== null && Date.parse(m.date) > now.getTime();

const keptUpcoming = /* @__PURE__ */ lastMade<SeasonDetail, MatchRow[]>();

/**
 * The next matches still to kick off, soonest first: what a fan can buy a ticket for. One list
 * per cached season, clock step and kick-offs passed (shared: not to be changed).
 */
export function upcomingMatches(season: SeasonDetail, now: Date, limit: number): MatchRow[] {
  return keptUpcoming(season, String(limit), [clockStep(season, now), kickOffsPassed(season, now)], () =>
    upcoming(season, now, limit),
  );
}

function upcoming(season: SeasonDetail, now: Date, limit: number): MatchRow[] {
  return turnsOf(season)
    .flatMap((t) => t.matches)
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

interface Matchday {
  turnId: number;
  name: string;
  first: number;
}

const keptMatchdays = /* @__PURE__ */ lastMade<SeasonDetail, Matchday[]>();
const keptDeadlines = /* @__PURE__ */ lastMade<SeasonDetail, AccreditationDeadline[]>();

/** The matchdays with a match still to kick off, by their first such kick-off: one list per cached season and kick-offs passed. */
function comingMatchdays(season: SeasonDetail, now: Date): Matchday[] {
  return keptMatchdays(season, '', [kickOffsPassed(season, now)], () =>
    turnsOf(season)
      .map((t) => ({
        turnId: t.id,
        name: t.name,
        first: Math.min(...t.matches.filter((m) => ahead(m, now)).map((m) => Date.parse(m.date!))),
      }))
      .filter((d) => d.first !== Infinity)
      .sort((a, b) => a.first - b.first),
  );
}

/**
 * The coming matchdays with the moment their media accreditation closes. A matchday counts from
 * its first match still to be played; one whose deadline has passed is listed as closed. Kept
 * while no kick-off and no deadline passes (shared: not to be changed).
 */
export function accreditationDeadlines(
  season: SeasonDetail,
  now: Date,
  hours: number,
  limit: number,
): AccreditationDeadline[] {
  const shown = comingMatchdays(season, now)
    .slice(0, limit)
    .map((d) => ({ ...d, closes: d.first - hours * 3_600_000 }));
  const closed = shown.filter((d) => d.closes <= now.getTime()).length;
  return keptDeadlines(season, `${hours}|${limit}`, [kickOffsPassed(season, now), closed], () =>
    shown.map(({ turnId, name, first, closes }) => ({
      turnId,
      name,
      firstKickOff: new Date(first).toISOString(),
      closes: new Date(closes).toISOString(),
      open: closes > now.getTime(),
    })),
  );
}
