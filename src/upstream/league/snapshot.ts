import type { SeasonOutcome } from '../data/outcomes.js';
import type { RawGroup, RawSeason, RawTeam, Slot } from '../data/types.js';
import { type ClockState, clockState, isFinal, rollingKickoff } from './live.js';
import type { LeagueModel, MatchRef } from './model.js';
import { FULL_TIME, type LeagueEvent, type Simulation, simulateMatch } from './simulate.js';
import { computeStandings, type StandingRow } from './standings.js';

export interface Score {
  home: number;
  away: number;
  home1: number | null;
  away1: number | null;
  home2: number | null;
  away2: number | null;
}

export interface MatchState {
  ref: MatchRef;
  home: RawTeam;
  away: RawTeam;
  kickoff: number;
  clock: ClockState;
  /** The events shown at this moment, in play order. */
  events: LeagueEvent[];
  score: Score | null;
  shootout: [number, number] | null;
  winnerId: number | null;
}

export interface LeagueRuntime {
  model: LeagueModel;
  seed: number;
  anchorMs: number;
  simulations: Map<string, Simulation>;
  /**
   * A finished match's state, by match and sides: it no longer changes with the clock, so each
   * second's snapshot reuses it instead of replaying its events.
   */
  settled: Map<string, MatchState>;
  /** Winner and best goalkeeper of finished seasons: settled long before any clock the API runs at. */
  outcomes: Map<number, SeasonOutcome>;
}

const countsFor = (event: LeagueEvent, teamId: number) =>
  event.parameterAppString.includes(',GOL-OG,') ? event.teamId !== teamId : event.teamId === teamId;

/** Goals per side among events; an own goal counts for the other side (docs/spec.md §5). */
export function goalsOf(events: readonly LeagueEvent[], homeId: number, awayId: number): [number, number] {
  let home = 0;
  let away = 0;
  for (const e of events) {
    if (!e.parameterAppString.includes(',GOL,')) continue;
    if (countsFor(e, homeId)) home++;
    else if (countsFor(e, awayId)) away++;
  }
  return [home, away];
}

/** A season's final, the match that names its winner. */
export const seasonFinal = (model: LeagueModel, seasonId: number): MatchRef | undefined =>
  model.matchesBySeason.get(seasonId)?.find((r) => r.turn.kind === 'final');

/** The table a position slot reads: the season's one table, or the named group of a cup's group stage. */
export function slotGroup(host: RawSeason, slot: Extract<Slot, { rank: number }>): RawGroup | null {
  const tables = host.phases.flatMap((p) => p.groups).filter((g) => g.hasStandings);
  return tables['group' in slot ? slot.group : 0] ?? null;
}

/**
 * The league at one instant: match states, brackets and tables follow from the clock. Built per
 * request (or per second), it memoises what one answer needs several times.
 */
export class Snapshot {
  private readonly states = new Map<number, MatchState | null>();
  private readonly tables = new Map<number, { rows: StandingRow[]; complete: boolean }>();

  constructor(
    readonly runtime: LeagueRuntime,
    readonly now: number,
    /** When the API started: its rolling fixtures kick off from there (`rollingKickoff`). */
    readonly startedAt: number,
  ) {}

  get model(): LeagueModel {
    return this.runtime.model;
  }

  match(id: number): MatchState | null {
    if (!this.states.has(id)) {
      const ref = this.model.matches.get(id);
      this.states.set(id, ref ? this.build(ref) : null);
    }
    return this.states.get(id)!;
  }

  /** When a match kicks off: its sides play no part. */
  kickoff(ref: MatchRef): number {
    return ref.raw.rolling
      ? rollingKickoff(ref.raw.rolling, this.startedAt)
      : this.runtime.anchorMs + ref.raw.minute * 60_000;
  }

  /** A group's table from its final matches, and whether every match of it is settled. */
  table(groupId: number): { rows: StandingRow[]; complete: boolean } {
    let table = this.tables.get(groupId);
    if (!table) {
      const ref = this.model.groups.get(groupId);
      const states = (ref?.group.turns ?? []).flatMap((t) => t.matches.map((m) => this.match(m.id)!));
      const complete = states.every((s) => isFinal(s.clock.status) || s.clock.status === 'cancelled');
      table = { rows: ref?.group.hasStandings ? computeStandings(states) : [], complete };
      this.tables.set(groupId, table);
    }
    return table;
  }

  private side(ref: MatchRef, which: 'home' | 'away'): number {
    const from = which === 'home' ? ref.raw.homeFrom : ref.raw.awayFrom;
    const fallback = which === 'home' ? ref.raw.home : ref.raw.away;
    if (!from) return fallback;
    if ('winnerOf' in from) return this.knownWinner(from.winnerOf) ?? this.match(from.winnerOf)?.winnerId ?? fallback;
    const group = slotGroup(ref.host, from);
    if (!group) return fallback;
    const table = this.table(group.id);
    return table.complete ? (table.rows[from.rank - 1]?.teamId ?? fallback) : fallback;
  }

  /**
   * The winner of a finished season's final, when its outcome is known: a fixture it feeds (the
   * Finalissima's) then need not replay that season to name its side.
   */
  private knownWinner(matchId: number): number | null {
    const ref = this.model.matches.get(matchId);
    if (!ref || seasonFinal(this.model, ref.raw.seasonId) !== ref) return null;
    return this.runtime.outcomes.get(ref.raw.seasonId)?.winner ?? null;
  }

  private build(ref: MatchRef): MatchState {
    const { model, seed, simulations } = this.runtime;
    const home = model.teams.get(this.side(ref, 'home'))!;
    const away = model.teams.get(this.side(ref, 'away'))!;
    const kickoff = this.kickoff(ref);
    const fixed = ref.raw.status;
    if (fixed || home.placeholder || away.placeholder) {
      const status = fixed ?? 'notStarted';
      return {
        ref,
        home,
        away,
        kickoff,
        clock: { status, shownUntil: -1, currentMinute: null, played: [0, 0] },
        events: [],
        score: null,
        shootout: null,
        winnerId: null,
      };
    }
    const key = `${ref.raw.id}:${home.id}:${away.id}`;
    let sim = simulations.get(key);
    if (!sim) {
      sim = simulateMatch(
        seed,
        ref.raw.id,
        home,
        away,
        [model.playersByTeam.get(home.id) ?? [], model.playersByTeam.get(away.id) ?? []],
        ref.raw.result,
      );
      simulations.set(key, sim);
    }
    const clock = clockState(kickoff, this.now, sim.shootout !== null);
    // Another app may share this league on an earlier clock, or with its rolling fixtures placed
    // from another start: a settled state holds only once played, and only for a fixed kick-off.
    const settled = ref.raw.rolling || !isFinal(clock.status) ? undefined : this.runtime.settled.get(key);
    if (settled) return settled;
    // From full time on every event is shown, added time's too: the list is shared, not copied.
    const events =
      clock.shownUntil >= FULL_TIME ? sim.events : sim.events.filter((e) => e.matchSecond <= clock.shownUntil);
    const final = isFinal(clock.status);
    let score: Score | null = null;
    if (clock.status !== 'notStarted') {
      const [h, a] = goalsOf(events, home.id, away.id);
      const [h1, a1] = goalsOf(
        events.filter((e) => e.half === 1),
        home.id,
        away.id,
      );
      const second = clock.shownUntil >= 1200;
      score = { home: h, away: a, home1: h1, away1: a1, home2: second ? h - h1 : null, away2: second ? a - a1 : null };
    }
    const shootout = final ? sim.shootout : null;
    let winnerId: number | null = null;
    if (final && score) {
      const [h, a] = shootout ?? [score.home, score.away];
      winnerId = h > a ? home.id : away.id;
    }
    const state: MatchState = { ref, home, away, kickoff, clock, events, score, shootout, winnerId };
    if (final && !ref.raw.rolling) this.runtime.settled.set(key, state);
    return state;
  }
}
