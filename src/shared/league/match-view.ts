import type { MatchDetail, MatchEvent, MatchSummary, Player, TeamWithPlayers } from '../api/index.js';
import { lastMade, remembered } from '../memo.js';
import {
  ASSIST_CODE,
  eventHalf,
  eventTeamId,
  GOAL_CODE,
  hasCode,
  isOwnGoal,
  sortEvents,
  TIMELINE_CODES,
} from './events.js';
import { type HalfTime, halfTime } from './half-time.js';
import { type MatchMvp, matchMvp } from './match-mvp.js';
import { statsVisible } from './match-page.js';
import { type MatchRow, matchRow } from './matches-view.js';
import { minuteLabel } from './minute.js';
import { numeric } from './numeric.js';
import { playerSlug } from './player-view.js';
import { isStartingSoon, isTracked } from './soon.js';

export type EventKind = 'goal' | 'ownGoal' | 'yellow' | 'red';
export interface TimelineEvent {
  id: string;
  kind: EventKind;
  minute: string | null;
  side: 'home' | 'away';
  /** 1 or 2 (extra time goes on counting): the timeline marks the break between 1 and 2. */
  half: number;
  player: string | null;
  assist: string | null;
}
export interface SquadPlayer {
  id: number;
  name: string;
  slug: string;
  jersey: number | null;
  role: string;
}
export const MATCH_STAT_CODES = ['GOL', 'TIR', 'TIR-S', 'PAS', 'PAS-X', 'PAR', 'FAL', 'CRT-G', 'CRT-R'] as const;

export interface MatchView extends MatchRow {
  halves: { home: number | null; away: number | null }[];
  stadium: string | null;
  tracked: boolean;
  events: TimelineEvent[];
  /** The half-time mark of the timeline; null before the break. */
  halfTime: HalfTime | null;
  mvp: MatchMvp | null;
  stats: { code: string; home: number; away: number }[] | null;
  squads: { home: SquadPlayer[]; away: SquadPlayer[] };
}

/** The kinds the league API reports; it has no penalty flag and no substitutions (decision 0048). */
const KINDS = Object.entries(TIMELINE_CODES) as [keyof typeof TIMELINE_CODES, string][];
const fullName = (p: Player) => [p.firstName, p.lastName].filter(Boolean).join(' ');
const playerName = (p: Player) => p.jerseyName ?? p.shortName ?? fullName(p);

/** Each name of the list, with how many of the list bear it. */
const counted = (names: readonly string[]) =>
  names.reduce((n, name) => n.set(name, (n.get(name) ?? 0) + 1), new Map<string, number>());

/**
 * Each player of a side by the name on the shirt; teammates who wear the same one (brothers)
 * go by their full names, and namesakes by their number too, so a goal and its assist are never
 * "WOLF" and "WOLF".
 */
function sideNames(team: TeamWithPlayers | null | undefined): Map<number, string> {
  const players = team?.players ?? [];
  const worn = counted(players.map(playerName));
  const named = players.map((p) => (worn.get(playerName(p))! > 1 ? fullName(p) || playerName(p) : playerName(p)));
  const shared = counted(named);
  return new Map(
    players.map((p, i) => {
      const jersey = numeric(p.jersey);
      return [p.id, shared.get(named[i]!)! > 1 && jersey !== null ? `${named[i]} (${jersey})` : named[i]!];
    }),
  );
}

/**
 * Equal squads as one object: a team's squad is the same on each of its matches of a season, so
 * the server keeps its HTML beside that object once for all of them (a shared `DataPart`).
 */
const sameSquads = /* @__PURE__ */ remembered<SquadPlayer[]>(1_024);

function squad(team: TeamWithPlayers | null | undefined, names: Map<number, string>): SquadPlayer[] {
  const order = ['goalkeeper', 'defender', 'midfielder', 'forward'];
  const players = (team?.players ?? [])
    .filter((p) => p.role !== null)
    .map((p) => ({
      id: p.id,
      name: names.get(p.id)!,
      slug: playerSlug(p),
      jersey: numeric(p.jersey),
      role: p.role ?? 'other',
    }))
    .sort((a, b) => order.indexOf(a.role) - order.indexOf(b.role) || (a.jersey ?? 99) - (b.jersey ?? 99));
  return sameSquads(JSON.stringify(players), () => players);
}

/**
 * The assist of the goal at `at` in the log: one of its side's in the same second, each given
 * once. The log writes a goal's assist after it, so of two goals in one second each takes the
 * assist between it and the next (one written before is taken when none follows).
 */
function assistOf(events: readonly MatchEvent[], at: number, used: Set<MatchEvent>): MatchEvent | undefined {
  const goal = events[at]!;
  const together = (e: MatchEvent) => e.teamId === goal.teamId && e.matchSecond === goal.matchSecond;
  const fits = (e: MatchEvent) => !used.has(e) && together(e) && hasCode(e.parameterAppString, ASSIST_CODE);
  const next = events.findIndex((e, i) => i > at && together(e) && hasCode(e.parameterAppString, GOAL_CODE));
  const assist = events.slice(at + 1, next === -1 ? undefined : next).find(fits) ?? events.slice(0, at).find(fits);
  if (assist) used.add(assist);
  return assist;
}

function timeline(match: MatchDetail, names: Map<number, string>): TimelineEvent[] {
  const events = sortEvents(match.events);
  const used = new Set<MatchEvent>();
  const out: TimelineEvent[] = [];
  for (const [at, e] of events.entries()) {
    const kind = isOwnGoal(e) ? 'ownGoal' : KINDS.find(([, code]) => hasCode(e.parameterAppString, code))?.[0];
    const team = eventTeamId(e, match);
    if (!kind || team === null) continue;
    const assist = kind === 'goal' ? assistOf(events, at, used) : undefined;
    out.push({
      id: e.id,
      kind,
      side: team === match.participants.homeTeamId ? 'home' : 'away',
      half: eventHalf(e),
      minute: minuteLabel({ matchSecond: e.matchSecond, half: e.half, level: match.season.competition?.level }),
      player: e.playerId !== null ? (names.get(e.playerId) ?? null) : null,
      assist: assist?.playerId != null ? (names.get(assist.playerId) ?? null) : null,
    });
  }
  return out;
}

function stats(match: MatchDetail): MatchView['stats'] {
  if (!match.stats || !statsVisible(match.status)) return null;
  const total = (side: 'homeTeam' | 'awayTeam', code: string) =>
    match.stats![side].teamStats.find((s) => s.parameterCode === code)?.total ?? 0;
  return MATCH_STAT_CODES.map((code) => ({ code, home: total('homeTeam', code), away: total('awayTeam', code) }));
}

const keptViews = /* @__PURE__ */ lastMade<MatchDetail, MatchView>();
const keptRows = /* @__PURE__ */ lastMade<MatchSummary, MatchRow>();
/** The one thing a match's views read from the clock: whether it is about to start (docs/spec.md §9). */
const soonAt = (match: MatchSummary, now: Date) => match.date !== null && isStartingSoon(match.date, now);

/**
 * A match page: the score with halves and shoot-out, events in clock order with the half-time
 * mark, the MVP, statistics once allowed, squads. One view per cached detail and "soon" state (shared: not to be changed).
 */
export function matchView(match: MatchDetail, now: Date): MatchView {
  return keptViews(match, '', [soonAt(match, now)], () => made(match, now));
}

/** A cached match (a detail, or a summary read live) as a list's row (a live card): one per cached object and "soon" state. */
export function summaryRow(match: MatchSummary, now: Date): MatchRow {
  return keptRows(match, '', [soonAt(match, now)], () => matchRow(match, now));
}

function made(match: MatchDetail, now: Date): MatchView {
  const { homeTeam, awayTeam } = match.participants;
  const [home, away] = [sideNames(homeTeam), sideNames(awayTeam)];
  const names = new Map([...home, ...away]);
  const s = match.scores;
  return {
    ...matchRow(match, now),
    halves: s
      ? [
          { home: s.homeScore1T, away: s.awayScore1T },
          { home: s.homeScore2T, away: s.awayScore2T },
        ]
      : [],
    stadium: match.stadium?.name ?? null,
    tracked: isTracked(match, now),
    events: timeline(match, names),
    halfTime: halfTime(match),
    mvp: matchMvp(match, names),
    stats: stats(match),
    squads: { home: squad(homeTeam, home), away: squad(awayTeam, away) },
  };
}
