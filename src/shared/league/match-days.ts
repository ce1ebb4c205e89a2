import type { SeasonDetail } from '../api/index.js';
import { dayIn } from '../i18n/dates.js';
import { keptBeside } from '../memo.js';

/** A matchday and the days (`YYYY-MM-DD` in the league's zone) its matches kick off on, in order. */
export interface MatchdayDays {
  id: number;
  name: string;
  days: readonly string[];
}

/** The season's days with matches: the date picker's bounds and marks (docs/decisions/0077). */
export interface MatchDays {
  first: string;
  last: string;
  /** Each day with a match, once, with the matchday it belongs to (the first, when two share it). */
  marks: readonly { day: string; turn: string }[];
  turns: readonly MatchdayDays[];
}

const DAY_MS = 24 * 60 * 60_000;

/**
 * A visitor's `?date=`: a calendar day that exists, written `YYYY-MM-DD`, else null. Read back
 * from the instant it names, so 2025-02-30 (which `Date.parse` rolls over to March) is refused.
 */
export function parseDay(text: string | null): string | null {
  if (!text || !/^\d{4}-\d{2}-\d{2}$/.test(text)) return null;
  const time = Date.parse(`${text}T00:00:00Z`);
  return !Number.isNaN(time) && new Date(time).toISOString().slice(0, 10) === text ? text : null;
}

const dayNumber = (day: string) => Date.parse(`${day}T00:00:00Z`) / DAY_MS;

const kept = /* @__PURE__ */ keptBeside<SeasonDetail, MatchDays | null>();

/** The season's match days in a time zone, kept beside the season; null when no match has a date. */
export function matchDays(season: SeasonDetail, timeZone: string): MatchDays | null {
  return kept(season, timeZone, () => {
    const turns = season.phases
      .flatMap((p) => p.groups.flatMap((g) => g.turns))
      .map((t) => ({
        id: t.id,
        name: t.name,
        days: [...new Set(t.matches.flatMap((m) => (m.date ? [dayIn(m.date, timeZone)] : [])))].sort(),
      }))
      .filter((t) => t.days.length > 0);
    const marks = new Map<string, string>();
    for (const t of turns) for (const day of t.days) if (!marks.has(day)) marks.set(day, t.name);
    const sorted = [...marks].sort(([a], [b]) => (a < b ? -1 : 1)).map(([day, turn]) => ({ day, turn }));
    if (!sorted.length) return null;
    return { first: sorted[0]!.day, last: sorted[sorted.length - 1]!.day, marks: sorted, turns };
  });
}

/**
 * The matchday a day opens: the first (in the season's order) with a match that day, else the
 * first whose span holds it (a rest day inside a matchday), else the nearest by days; a day
 * halfway between two goes to the later one, the matchday still to come from that day. A day
 * before the first matchday or after the last is nearest to it. Null without matchdays.
 */
export function turnOnDay(turns: readonly MatchdayDays[], day: string): number | null {
  const at = dayNumber(day);
  let best: { id: number; rank: readonly number[] } | null = null;
  for (const turn of turns) {
    const first = dayNumber(turn.days[0]!);
    const last = dayNumber(turn.days[turn.days.length - 1]!);
    // Lower is nearer: no match that day, days outside the span, the matchday already begun.
    const rank = [turn.days.includes(day) ? 0 : 1, Math.max(first - at, at - last, 0), first > at ? 0 : 1];
    if (!best || firstLower(rank, best.rank)) best = { id: turn.id, rank };
  }
  return best?.id ?? null;
}

/** Whether `a` comes before `b`, compared number by number. */
function firstLower(a: readonly number[], b: readonly number[]): boolean {
  const at = a.findIndex((n, i) => n !== b[i]);
  return at !== -1 && a[at]! < b[at]!;
}
