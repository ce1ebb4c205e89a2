import type { Edition, RawGroup, RawMatch, RawPhase, RawSeason, RawTurn, Slot, TurnKind } from '../data/types.js';
import { createRng, hashSeed } from '../rng.js';
import type { CompetitionPlan } from './plan.js';
import type { FactMatch } from './spain-facts.js';

export interface Counters {
  phase: number;
  group: number;
  turn: number;
}

export interface SeasonInput {
  plan: CompetitionPlan;
  edition: Edition;
  seasonId: number;
  teamIds: readonly number[];
  /** Match ids are handed out from here, in play order. */
  matchBase: number;
  /** Real fixtures (and results) in the place of generated ones. */
  rounds?: readonly { home: number; away: number; score: FactMatch['score'] }[][];
}

export const DAY = 1440;
export const WEEK = 7 * DAY;
const TURNS = 11;
/** The previous edition starts this many weeks before the current one. */
const PREVIOUS_OFFSET_WEEKS = 22;

/** Circle method: every team meets every other once in 11 turns of 6, home and away alternating. */
export function roundRobin(teamIds: readonly number[]): [number, number][][] {
  const ring = [...teamIds];
  const fixed = ring.shift()!;
  const rounds: [number, number][][] = [];
  for (let r = 0; r < ring.length; r++) {
    const order = [fixed, ...ring];
    const half = order.length / 2;
    const round: [number, number][] = [];
    for (let i = 0; i < half; i++) {
      const a = order[i]!;
      const b = order[order.length - 1 - i]!;
      round.push((r + i) % 2 === 0 ? [a, b] : [b, a]);
    }
    rounds.push(round);
    ring.unshift(ring.pop()!);
  }
  return rounds;
}

/** Quarter-finals 1v8, 4v5, 2v7, 3v6; the semi-finals pair their winners in that order. */
const QUARTERS: readonly [number, number][] = [
  [1, 8],
  [4, 5],
  [2, 7],
  [3, 6],
];

export function buildSeasonPhases(input: SeasonInput, counters: Counters): RawPhase[] {
  const { plan, edition, seasonId } = input;
  const rng = createRng(hashSeed('schedule', seasonId));
  const pairs =
    input.rounds ??
    roundRobin(rng.shuffle(input.teamIds)).map((r) => r.map(([home, away]) => ({ home, away, score: null })));
  const c = plan.currentTurn;
  const shift = edition === 'current' ? 0 : -PREVIOUS_OFFSET_WEEKS * WEEK;
  const kickoff = (turn: number, slot: number) =>
    shift + (turn - c) * WEEK + (plan.firstHour - plan.utcOffset + slot) * 60;
  let nextId = input.matchBase;
  const match = (turn: number, slot: number, home: number, away: number, extra: Partial<RawMatch> = {}): RawMatch => ({
    id: nextId++,
    seasonId,
    home,
    away,
    minute: kickoff(turn, slot),
    stadiumId: plan.stadiumId,
    ...extra,
  });

  const regularTurns: RawTurn[] = pairs.map((round, t) => ({
    id: counters.turn++,
    number: t + 1,
    kind: 'regular',
    matches: round.map(({ home, away, score }, slot) =>
      match(t + 1, slot, home, away, {
        ...(score ? { result: score } : {}),
        ...(edition === 'current' ? liveExtras(t + 1, slot, c) : {}),
      }),
    ),
  }));
  const regular: RawGroup = { id: counters.group++, kind: 'regular', hasStandings: true, turns: regularTurns };

  const qf = QUARTERS.map(([h, a], slot) =>
    match(TURNS + 1, slot, 58, 58, { homeFrom: { rank: h }, awayFrom: { rank: a } }),
  );
  const winner = (m: RawMatch): Slot => ({ winnerOf: m.id });
  const sf = [
    match(TURNS + 2, 0, 63, 64, { homeFrom: winner(qf[0]!), awayFrom: winner(qf[1]!) }),
    match(TURNS + 2, 1, 65, 66, { homeFrom: winner(qf[2]!), awayFrom: winner(qf[3]!) }),
  ];
  const final = [match(TURNS + 3, 0, 58, 58, { homeFrom: winner(sf[0]!), awayFrom: winner(sf[1]!) })];
  const knockout = (kind: TurnKind, matches: RawMatch[], number: number): RawGroup => ({
    id: counters.group++,
    kind,
    hasStandings: false,
    turns: [{ id: counters.turn++, number, kind, matches }],
  });
  return [
    { id: counters.phase++, kind: 'regular', groups: [regular] },
    {
      id: counters.phase++,
      kind: 'playoff',
      groups: [knockout('quarterfinal', qf, 1), knockout('semifinal', sf, 2), knockout('final', final, 3)],
    },
  ];
}

/**
 * The current season's story around the anchor day: two fixtures of today's turn are rolling,
 * placed by the API's start (one on the hour, one on the half hour, so at start-up one is live or
 * about to start), yesterday's week has a postponed match and the week before a cancelled one.
 */
function liveExtras(turn: number, slot: number, current: number): Partial<RawMatch> {
  if (turn === current && slot === 2) return { rolling: 'hour' };
  if (turn === current && slot === 3) return { rolling: 'half' };
  if (turn === current - 1 && slot === 5) return { status: 'postponed' };
  if (turn === current - 2 && slot === 4) return { status: 'cancelled' };
  return {};
}

export function seasonRecord(input: SeasonInput, clusterId: number, phases: RawPhase[]): RawSeason {
  const { plan, edition } = input;
  const flip = plan.legend === 'grouped' ? 'grouped' : plan.legend === 'text' ? 'object' : 'text';
  return {
    id: input.seasonId,
    competitionId: plan.id,
    clusterId,
    edition,
    teamIds: [...input.teamIds],
    listedTeamIds: [...input.teamIds],
    phasesFrom: null,
    legend: edition === 'current' ? plan.legend : flip,
    partners: edition === 'current' && plan.region === 'espana',
    phases,
  };
}
