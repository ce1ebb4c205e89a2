import type {
  PlayerRole,
  RawCandidate,
  RawDraft,
  RawDraftCall,
  RawPlayer,
  RawSeason,
  TeamGender,
} from '../data/types.js';
import { type Rng, rngFor } from '../rng.js';
import { windowMoves } from './moves.js';
import type { NamePool } from './names.js';
import { CLUB_POOLS, type CompetitionPlan } from './plan.js';
import { body, type Ids, POOL_COUNTRY, pad, person, ratings } from './squads.js';

const DAY = 1440;

/** The national leagues run a draft; cups, nations and the mixed cup bring their squads. */
const DRAFT_LEAGUES = new Set([
  'kings-espana',
  'queens-espana',
  'kings-americas',
  'queens-americas',
  'kings-italia',
  'kings-brazil',
  'kings-france',
  'kings-germany',
  'kings-mena',
]);

/** Where applicants to the next draft must live; a league missing here has announced no call yet. */
const CALL_RESIDENCE: Readonly<Record<string, readonly string[]>> = {
  'kings-espana': ['ES'],
  'queens-espana': ['ES'],
  'kings-americas': ['MX', 'US', 'CO', 'AR', 'PE'],
  'queens-americas': ['MX', 'US', 'CO', 'AR', 'PE'],
  'kings-italia': ['IT'],
  'kings-brazil': ['BR'],
};

/** The undrafted pool: 24 candidates of every position; the best twelve stay on call as reserves. */
const POOL_SHAPE: readonly PlayerRole[] = [
  ...Array<PlayerRole>(4).fill('goalkeeper'),
  ...Array<PlayerRole>(6).fill('defender'),
  ...Array<PlayerRole>(7).fill('midfielder'),
  ...Array<PlayerRole>(7).fill('forward'),
];
const RESERVES = 12;

export interface DraftInput {
  plans: readonly CompetitionPlan[];
  seasons: readonly RawSeason[];
  /** Moved in place by the window's transfers. */
  players: RawPlayer[];
  ids: Ids;
  /** Real people (the Spain facts): never part of an invented transfer. */
  realNames: ReadonlySet<string>;
}

const rating = (p: { ratings: Record<string, string> }) => Number(p.ratings.average);
const byRating = <P extends { id: number; ratings: Record<string, string> }>(a: P, b: P) =>
  rating(b) - rating(a) || a.id - b.id;
/** Keepers' card ratings run higher than outfielders': presidents take a keeper once the first rounds are gone. */
const pickValue = (p: RawPlayer) => rating(p) - (p.role === 'goalkeeper' ? 12 : 0);
const byPickValue = (a: RawPlayer, b: RawPlayer) => pickValue(b) - pickValue(a) || a.id - b.id;
/** A local hour of a day (days and minutes from the anchor's midnight, UTC). */
const at = (day: number, hour: number, plan: CompetitionPlan) => day * DAY + (hour - plan.utcOffset) * 60;

function candidate(
  rng: Rng,
  role: PlayerRole,
  pool: NamePool,
  gender: TeamGender,
  base: number,
  id: number,
): RawCandidate {
  const { first, last } = person(rng, pool, gender);
  const r = ratings(rng, role, base);
  return {
    id,
    firstName: first,
    lastName: last,
    shortName: `${first} ${last}`.length > 14 ? `${first[0]}. ${last}` : `${first} ${last}`,
    jerseyName: last.toUpperCase(),
    role,
    foot: rng.chance(0.25) ? 'left' : 'right',
    gender,
    countryId: POOL_COUNTRY[pool],
    birthDate: `${rng.int(1995, 2007)}-${pad(rng.int(1, 12))}-${pad(rng.int(1, 28))}`,
    ...body(rng, role, gender),
    marketValue: Number(r.average) ** 2 * 50,
    ratings: r,
  };
}

function call(plan: CompetitionPlan, firstDay: number, nextDay: number): RawDraftCall | null {
  const residence = CALL_RESIDENCE[plan.clubs];
  if (!residence) return null;
  return {
    // Open from a fortnight into the season, and always by the anchor day: the call runs now.
    opensMinute: at(Math.min(firstDay + 14, -1), 10, plan),
    closesMinute: at(nextDay - 21, 23, plan),
    tryoutsMinute: at(nextDay - 10, 10, plan),
    minimumAge: 18,
    maximumAge: null,
    residence: [...residence],
    requirements: ['amateur', 'availability', 'video', 'fitness'],
  };
}

function draftOf(input: DraftInput, plan: CompetitionPlan, season: RawSeason, moveIds: { move: number }): RawDraft {
  const rng = rngFor('draft', season.id);
  const minutes = season.phases.flatMap((p) =>
    p.groups.flatMap((g) => g.turns.flatMap((t) => t.matches.map((m) => m.minute))),
  );
  const firstDay = Math.floor(Math.min(...minutes) / DAY);
  const nextDay = Math.floor(Math.max(...minutes) / DAY) + 28;
  const draftDay = firstDay - 21;
  const squadOf = (teamId: number, category: RawPlayer['category']) =>
    input.players.filter((p) => p.teamId === teamId && p.category === category);
  const drafted = new Map(season.teamIds.map((id) => [id, squadOf(id, 'draft').sort(byPickValue)]));
  const rounds = Math.max(...[...drafted.values()].map((list) => list.length));
  const order = rng.shuffle(season.teamIds);
  const picks: RawDraft['picks'] = [];
  for (let round = 0; round < rounds; round++) {
    for (const teamId of round % 2 === 0 ? order : [...order].reverse()) {
      const player = drafted.get(teamId)![round];
      if (player) picks.push({ teamId, playerId: player.id });
    }
  }
  const wildcards = season.teamIds.flatMap((teamId) => {
    const day = draftDay + rng.int(2, 6);
    return squadOf(teamId, 'wildcard')
      .sort((a, b) => a.id - b.id)
      .map((p) => ({ teamId, playerId: p.id, minute: at(day, 12, plan) }));
  });
  const pool = CLUB_POOLS[plan.clubs]!;
  const gender: TeamGender = plan.gender === 'female' ? 'female' : 'male';
  const base = rng.int(58, 66);
  const candidates = POOL_SHAPE.map((role) => candidate(rng, role, pool, gender, base, input.ids.player++));
  const ranked = [...candidates].sort(byRating);
  // The list always holds a goalkeeper, so an injured keeper can be replaced from it.
  const reserves = ranked.slice(0, RESERVES);
  if (!reserves.some((c) => c.role === 'goalkeeper'))
    reserves[RESERVES - 1] = ranked.find((c) => c.role === 'goalkeeper')!;
  const moves = windowMoves({
    rng,
    teamIds: season.teamIds,
    players: input.players,
    realNames: input.realNames,
    ids: moveIds,
    fromDay: draftDay + 8,
    toDay: firstDay - 2,
    at: (day, hour) => at(day, hour, plan),
  });
  return {
    seasonId: season.id,
    competitionId: plan.id,
    minute: at(draftDay, 19, plan),
    nextMinute: CALL_RESIDENCE[plan.clubs] ? at(nextDay, 19, plan) : null,
    rounds,
    order,
    picks,
    wildcards,
    candidates,
    reserves: reserves.map((c) => c.id),
    moves,
    windowClosesMinute: Math.min(...minutes),
    call: call(plan, firstDay, nextDay),
  };
}

/**
 * The current season's draft of every national league: the picks are the teams' drafted players
 * (best first, round by round in a snake order drawn by lot), the wildcards their other players,
 * then the invented pool of candidates nobody picked and the window's transfers.
 */
export function buildDrafts(input: DraftInput): RawDraft[] {
  const moveIds = { move: 1 };
  return input.plans
    .filter((plan) => DRAFT_LEAGUES.has(plan.clubs))
    .map((plan) => draftOf(input, plan, input.seasons.find((s) => s.id === plan.seasons[1])!, moveIds));
}
