import { codesOf, EVENT_COUNTED, type StatCode } from './codes.js';
import type { LeagueModel } from './model.js';
import type { MatchState } from './snapshot.js';

/** What a player or team did over some matches, counted from events. */
export interface Tally {
  id: number;
  matches: Set<number>;
  counts: Map<string, number>;
  xg: number;
  conceded: number;
}

const COUNTED = new Set<string>(EVENT_COUNTED);
export const MINUTES_PER_MATCH = 40;

function tally(map: Map<number, Tally>, id: number): Tally {
  let t = map.get(id);
  if (!t) map.set(id, (t = { id, matches: new Set(), counts: new Map(), xg: 0, conceded: 0 }));
  return t;
}

const add = (t: Tally, key: string, n = 1) => t.counts.set(key, (t.counts.get(key) ?? 0) + n);

/**
 * Per player: every counted code of their events (an own goal is no goal of theirs), the
 * matches they took part in (any event), and for goalkeepers the goals their side conceded.
 */
export function tallyPlayers(model: LeagueModel, states: readonly MatchState[]): Map<number, Tally> {
  const out = new Map<number, Tally>();
  for (const s of states) {
    if (!s.score) continue;
    const keepers = new Set<number>();
    for (const e of s.events) {
      const t = tally(out, e.playerId);
      t.matches.add(s.ref.raw.id);
      const own = e.parameterAppString.includes(',GOL-OG,');
      for (const c of codesOf(e.parameterAppString)) if (COUNTED.has(c) && !(own && c === 'GOL')) add(t, c);
      t.xg += e.expectedGoals ?? 0;
      if (model.players.get(e.playerId)?.role === 'goalkeeper') keepers.add(e.playerId);
    }
    for (const id of keepers) {
      const teamId = model.players.get(id)!.teamId;
      tally(out, id).conceded += teamId === s.home.id ? s.score.away : s.score.home;
    }
  }
  return out;
}

/**
 * Saves per goalkeeper, keepers in the order they first appear in events: what tallyPlayers
 * counts as PAR for them, without counting every code of every player.
 */
export function keeperSaves(model: LeagueModel, states: readonly MatchState[]): Map<number, number> {
  const out = new Map<number, number>();
  for (const s of states) {
    if (!s.score) continue;
    for (const e of s.events) {
      if (model.players.get(e.playerId)?.role !== 'goalkeeper') continue;
      out.set(e.playerId, (out.get(e.playerId) ?? 0) + (codesOf(e.parameterAppString).includes('PAR') ? 1 : 0));
    }
  }
  return out;
}

/**
 * Per team: its players' events, with goals and goals conceded taken from the score and
 * shoot-out goals from the shoot-out's (its kicks are no events).
 */
export function tallyTeams(states: readonly MatchState[]): Map<number, Tally> {
  const out = new Map<number, Tally>();
  for (const s of states) {
    if (!s.score) continue;
    const sides = [
      [s.home.id, s.score.home, s.score.away, s.shootout?.[0]],
      [s.away.id, s.score.away, s.score.home, s.shootout?.[1]],
    ] as const;
    for (const [team, scored, conceded, kicks] of sides) {
      const t = tally(out, team);
      t.matches.add(s.ref.raw.id);
      add(t, 'GOL', scored);
      add(t, 'GOL-P', kicks ?? 0);
      t.conceded += conceded;
    }
    for (const e of s.events) {
      const t = tally(out, e.teamId);
      for (const c of codesOf(e.parameterAppString)) if (COUNTED.has(c) && c !== 'GOL') add(t, c);
      t.xg += e.expectedGoals ?? 0;
    }
  }
  return out;
}

/** The state as it was over one half only: its events and its score in that half, no shoot-out. */
export function halfState(s: MatchState, n: 1 | 2): MatchState {
  const sc = s.score!;
  const goals = n === 1 ? [sc.home1 ?? 0, sc.away1 ?? 0] : [sc.home2 ?? 0, sc.away2 ?? 0];
  return {
    ...s,
    events: s.events.filter((e) => e.half === n),
    score: { ...sc, home: goals[0]!, away: goals[1]! },
    shootout: null,
  };
}

const round = (n: number, digits: number) => Math.round(n * 10 ** digits) / 10 ** digits;

/** The value of one stat code for a tally. */
export function statValue(t: Tally, code: StatCode): number {
  switch (code) {
    case 'PG':
      return t.matches.size;
    case 'GOL-C':
      return t.conceded;
    case 'XG':
      return round(t.xg, 2);
    case 'PAS-X': {
      const passes = t.counts.get('PAS') ?? 0;
      return passes === 0 ? 0 : round(((t.counts.get('PAS-R') ?? 0) / passes) * 100, 1);
    }
    default:
      return t.counts.get(code) ?? 0;
  }
}
