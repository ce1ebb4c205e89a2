import { remembered } from '../memo.js';
import { HALF_SECONDS } from './minute.js';

export const GOAL_CODE = 'GOL';
export const OWN_GOAL_CODE = 'GOL-OG';
export const ASSIST_CODE = 'ASS-V';
export const MVP_CODE = 'MVP';

/** A match timeline's kinds of event by code, in the order an event's codes are matched (an own goal is read first). */
export const TIMELINE_CODES = { goal: GOAL_CODE, red: 'CRT-R', yellow: 'CRT-G' } as const;

/** The kinds of event the site reads from a match's log: its timeline's, the assists of goals and the MVP's award. */
const READ_CODES: readonly string[] = [...Object.values(TIMELINE_CODES), OWN_GOAL_CODE, ASSIST_CODE, MVP_CODE];

export interface EventLike {
  matchSecond?: number | null;
  half?: number | null;
  teamId?: number | null;
  parameterAppString?: string | null;
}

export interface MatchSides {
  participants?: { homeTeamId?: number | null; awayTeamId?: number | null } | null;
}

/**
 * Whole-code match on a comma-separated code list (",GOL,TIR," has GOL but not GO). Upstream
 * wraps the list in commas; a list without them, or with stray spaces, reads the same.
 */
export function hasCode(parameterAppString: string | null | undefined, code: string): boolean {
  if (!parameterAppString || !code) return false;
  return codesOf(parameterAppString).has(code);
}

/** Code lists are few (one per kind of event), events many: each list is split once. */
const codeSets = /* @__PURE__ */ remembered<ReadonlySet<string>>(4096);
const codesOf = (list: string): ReadonlySet<string> =>
  codeSets(list, () => new Set(list.split(',').map((part) => part.trim())));

/**
 * Whether the site reads an event as the league API sends it. The log also has every pass, shot
 * and foul, most of a match detail: those are left out before it is checked and kept. An event
 * whose code list is not text is read, for its schema to judge.
 */
export function readsEvent(event: unknown): boolean {
  const list = typeof event === 'object' && event !== null ? (event as EventLike).parameterAppString : undefined;
  if (typeof list !== 'string') return true;
  const codes = codesOf(list);
  return READ_CODES.some((code) => codes.has(code));
}

export function isOwnGoal(event: EventLike): boolean {
  return hasCode(event.parameterAppString, OWN_GOAL_CODE);
}

export function isGoal(event: EventLike): boolean {
  return hasCode(event.parameterAppString, GOAL_CODE) || isOwnGoal(event);
}

/**
 * The team an event counts for. An own goal is recorded on the scorer's team but counts for the
 * other side (docs/spec.md §5). When the scorer's team is not one of the match's two sides there is
 * no other side to name, so the answer is null rather than a guess.
 */
export function eventTeamId(event: EventLike, match: MatchSides): number | null {
  const teamId = event.teamId ?? null;
  if (!isOwnGoal(event)) return teamId;
  const home = match.participants?.homeTeamId ?? null;
  const away = match.participants?.awayTeamId ?? null;
  if (teamId === null) return null;
  if (teamId === home) return away;
  if (teamId === away) return home;
  return null;
}

/**
 * The half an event belongs to. matchSecond restarts at 1200 in the second half, so a
 * first-half added-time event (1230) and an early second-half one (1210) must be ordered by half
 * first; without a half, the clock's own 1200-second halves are the best guess.
 */
function halfOf(event: EventLike, second: number): number {
  return event.half ?? Math.floor(second / HALF_SECONDS) + 1;
}

/** An event's half; one with neither a half nor a clock is counted in the second, after the break. */
export const eventHalf = (event: EventLike): number =>
  event.matchSecond == null ? (event.half ?? 2) : halfOf(event, event.matchSecond);

/** Events in play order: by half, then matchSecond; events without a clock last; stable. */
export function sortEvents<E extends EventLike>(events: readonly E[]): E[] {
  return [...events].sort((a, b) => {
    const sa = a.matchSecond;
    const sb = b.matchSecond;
    if (sa == null || sb == null) return (sa == null ? 1 : 0) - (sb == null ? 1 : 0);
    return halfOf(a, sa) - halfOf(b, sb) || sa - sb;
  });
}

/** The score as the events tell it; an event that counts for neither side is left out. */
export function goalsFromEvents(events: readonly EventLike[], match: MatchSides): { home: number; away: number } {
  const home = match.participants?.homeTeamId ?? null;
  const away = match.participants?.awayTeamId ?? null;
  const score = { home: 0, away: 0 };
  for (const event of events) {
    if (!isGoal(event)) continue;
    const teamId = eventTeamId(event, match);
    if (teamId === null) continue;
    if (teamId === home) score.home++;
    else if (teamId === away) score.away++;
  }
  return score;
}
