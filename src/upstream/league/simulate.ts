import type { RawPlayer, RawTeam } from '../data/types.js';
import { type Rng, rngFor } from '../rng.js';
import { code } from './codes.js';
import { planGoals, type Side } from './goals.js';

/** An event as the API serves it (docs/upstream.md, Event), plus the shot's expected-goals value. */
export interface LeagueEvent {
  id: string;
  matchId: number;
  half: number;
  second: number;
  matchSecond: number;
  teamId: number;
  playerId: number;
  opponentTeamId: number;
  opponentPlayerId: number | null;
  parameterAppString: string;
  videoSecond: number;
  expectedGoals: number | null;
}

export interface Simulation {
  /** Every event of the full match, in play order; the clock decides how many are shown. */
  events: LeagueEvent[];
  shootout: [number, number] | null;
}

export const HALF_SECONDS = 1200;
export const FULL_TIME = 2 * HALF_SECONDS;
/**
 * Play drawn into the last ADDED_FROM seconds before full time runs on into added time, moved
 * ADDED_SECONDS on: a match's last events come past 2400 s, as the real API's added time does
 * ("40+1"). Moved after every draw, so the seeded results stay as they were.
 */
const ADDED_FROM = FULL_TIME - 35;
const ADDED_SECONDS = 40;

type Draft = Omit<LeagueEvent, 'id' | 'matchId' | 'half' | 'second' | 'videoSecond'>;

interface Lineup {
  team: RawTeam;
  keeper: RawPlayer;
  field: RawPlayer[];
}

function lineup(rng: Rng, team: RawTeam, squad: readonly RawPlayer[]): Lineup {
  const keepers = squad.filter((p) => p.role === 'goalkeeper');
  const keeper = keepers.length > 1 && rng.chance(0.25) ? keepers[1]! : (keepers[0] ?? squad[0]!);
  return { team, keeper, field: rng.shuffle(squad.filter((p) => p !== keeper && p.role !== 'goalkeeper')).slice(0, 9) };
}

const xg = (rng: Rng, low: number, high: number) => Math.round((low + rng.next() * (high - low)) * 100) / 100;

// Every league's matches are played at start-up: the strings events carry are built once, not per event.
const OWN_GOAL = code('GOL', 'GOL-OG');
const GOAL = code('GOL', 'TIR', 'TIR-S');
const ASSIST = code('ASS-V');
const SHOT_ON_TARGET = code('TIR', 'TIR-S');
const SAVE = code('PAR');
const SHOT = code('TIR');
const PASS_COMPLETED = code('PAS', 'PAS-R');
const PASS = code('PAS');
const RED_CARD = code('CRT-R');
const MVP_CODE = code('MVP');

/**
 * A whole match from its seed: lineups, goals (with the planned score, or the real one),
 * shots, saves, passes, duels, cards and the MVP. The score is never stored: it is read back
 * from these events.
 */
export function simulateMatch(
  seed: number,
  matchId: number,
  home: Lineup['team'],
  away: Lineup['team'],
  squads: [readonly RawPlayer[], readonly RawPlayer[]],
  result?: [number, number, number | null, number | null],
): Simulation {
  const rng = rngFor(seed, 'match', matchId, home.id, away.id);
  const sides = [lineup(rng, home, squads[0]), lineup(rng, away, squads[1])] as const;
  const drafts: Draft[] = [];
  const at = () => rng.int(10, FULL_TIME - 5);
  // The second is drawn after the player and the codes when not given: the seeded order of draws is the data.
  const add = (
    side: Lineup,
    other: Lineup,
    player: RawPlayer,
    codes: string,
    matchSecond = at(),
    opponentPlayerId: number | null = null,
    expectedGoals: number | null = null,
  ) =>
    drafts.push({
      matchSecond,
      teamId: side.team.id,
      playerId: player.id,
      opponentTeamId: other.team.id,
      opponentPlayerId,
      parameterAppString: codes,
      expectedGoals,
    });

  const plan = planGoals(rng, [home.strength, away.strength], result);
  sides.forEach((side, s) => {
    const other = sides[1 - s]!;
    for (const goal of plan.goals[s as Side]) {
      const second = at();
      if (goal.own) {
        add(other, side, rng.pick(other.field), OWN_GOAL, second);
        continue;
      }
      const scorer = weighted(rng, side.field);
      add(side, other, scorer, GOAL, second, other.keeper.id, xg(rng, 0.12, 0.7));
      if (rng.chance(0.7)) add(side, other, rng.pick(side.field.filter((p) => p !== scorer)), ASSIST, second);
    }
    for (let i = rng.int(5, 11); i > 0; i--) {
      const shooter = weighted(rng, side.field);
      const second = at();
      if (rng.chance(0.45)) {
        add(side, other, shooter, SHOT_ON_TARGET, second, other.keeper.id, xg(rng, 0.04, 0.35));
        add(other, side, other.keeper, SAVE, second, shooter.id);
      } else add(side, other, shooter, SHOT, second, null, xg(rng, 0.01, 0.15));
    }
    for (const p of [side.keeper, ...side.field]) {
      for (let i = p === side.keeper ? rng.int(1, 3) : rng.int(2, 6); i > 0; i--)
        add(side, other, p, rng.chance(0.82) ? PASS_COMPLETED : PASS);
    }
    const some = (codeName: string, min: number, max: number) => {
      const codes = code(codeName);
      for (let i = rng.int(min, max); i > 0; i--) add(side, other, rng.pick(side.field), codes);
    };
    some('CRN', 1, 4);
    some('FAL', 2, 6);
    some('DRB', 1, 5);
    some('REC', 2, 6);
    some('INT', 1, 4);
    some('CRT-G', 0, 2);
    if (rng.chance(0.04)) add(side, other, rng.pick(side.field), RED_CARD);
  });

  const winner = plan.winner;
  const mvpSide = sides[winner]!;
  add(mvpSide, sides[1 - winner]!, mvp(drafts, mvpSide), MVP_CODE, FULL_TIME);
  return { events: finish(matchId, drafts), shootout: plan.shootout };
}

const ROLE_WEIGHT: Readonly<Record<RawPlayer['role'], number>> = {
  forward: 4,
  midfielder: 2.5,
  defender: 1,
  goalkeeper: 0.2,
};

/** Forwards shoot more than midfielders, who shoot more than defenders. */
function weighted(rng: Rng, players: readonly RawPlayer[]): RawPlayer {
  const weights = players.map((p) => ROLE_WEIGHT[p.role] * Number(p.ratings.shooting ?? 60));
  let roll = rng.next() * weights.reduce((s, w) => s + w, 0);
  for (let i = 0; i < players.length; i++) {
    roll -= weights[i]!;
    if (roll < 0) return players[i]!;
  }
  return players[players.length - 1]!;
}

const MVP_POINTS: Readonly<Record<string, number>> = { GOL: 3, 'ASS-V': 2, PAR: 1, 'TIR-S': 0.5, REC: 0.3, INT: 0.3 };
const pointsByCodes = new Map<string, number>();

/** An event's MVP points, summed in the order of its codes; events share a few such strings. */
function mvpPoints(parameterAppString: string): number {
  let value = pointsByCodes.get(parameterAppString);
  if (value === undefined) {
    value = parameterAppString.split(',').reduce((s, c) => s + (MVP_POINTS[c] ?? 0), 0);
    pointsByCodes.set(parameterAppString, value);
  }
  return value;
}

function mvp(drafts: readonly Draft[], side: Lineup): RawPlayer {
  const score = new Map<number, number>();
  for (const d of drafts) {
    if (d.teamId !== side.team.id || d.parameterAppString === OWN_GOAL) continue;
    score.set(d.playerId, (score.get(d.playerId) ?? 0) + mvpPoints(d.parameterAppString));
  }
  const candidates = [side.keeper, ...side.field];
  return candidates.reduce(
    (best, p) => ((score.get(p.id) ?? 0) > (score.get(best.id) ?? 0) ? p : best),
    candidates[0]!,
  );
}

const played = (drawn: number) => (drawn >= ADDED_FROM ? drawn + ADDED_SECONDS : drawn);

/** In play order (the sort is stable: events of one second keep the order they were drawn in), numbered. */
function finish(matchId: number, drafts: Draft[]): LeagueEvent[] {
  return drafts
    .sort((a, b) => a.matchSecond - b.matchSecond)
    .map((d, n) => {
      const half = d.matchSecond < HALF_SECONDS ? 1 : 2;
      return {
        id: `KL_${matchId}_${n + 1}`,
        matchId,
        half,
        second: played(d.matchSecond) - (half - 1) * HALF_SECONDS,
        videoSecond: played(d.matchSecond) + 300,
        matchSecond: played(d.matchSecond),
        teamId: d.teamId,
        playerId: d.playerId,
        opponentTeamId: d.opponentTeamId,
        opponentPlayerId: d.opponentPlayerId,
        parameterAppString: d.parameterAppString,
        expectedGoals: d.expectedGoals,
      };
    });
}
