import type { RawCluster, RawCompetition, RawDataset, RawPlayer, RawSeason, RawStaff, RawTeam } from '../data/types.js';
import { type ClubSeed, clubSets, KING_OF_KINGS_TEAMS, placeholderTeams } from './clubs.js';
import { buildCupPhases } from './cup.js';
import { buildDrafts } from './draft.js';
import { buildFinalissima } from './finalissima.js';
import { buildLegends } from './legends.js';
import {
  CLUB_POOLS,
  COMPETITIONS,
  type CompetitionPlan,
  FRANCE_CAPTURE,
  SEASON_13_GUESTS,
  SHARED_PHASES,
  STADIUMS,
} from './plan.js';
import { buildSeasonPhases, type Counters, type SeasonInput, seasonRecord } from './schedule.js';
import type { SpainFacts } from './spain-facts.js';
import { buildSquad, type Ids } from './squads.js';
import { swapMatchIds } from './swap.js';

const NATION_POOLS = ['es', 'mx', 'mx', 'mx', 'mx', 'it', 'pt', 'pt', 'fr', 'de', 'ar', 'ar'] as const;

/** The whole committed dataset from the Spain facts; the same facts give the same files. */
export function generateDataset(facts: SpainFacts): RawDataset {
  const sets = clubSets(facts);
  const ids: Ids = { player: 1, staff: 1 };
  const teams: RawTeam[] = [];
  const players: RawPlayer[] = [];
  const staff: RawStaff[] = [];
  for (const [key, clubs] of Object.entries(sets)) {
    clubs.forEach((club: ClubSeed, i) => {
      const pool =
        key === 'nations'
          ? NATION_POOLS[i]!
          : key === 'world-clubs' && /^(Los|Limon)/.test(club.name)
            ? 'mx'
            : CLUB_POOLS[key]!;
      const squad = buildSquad(club, pool, ids, key === 'kings-espana' ? facts.teams[i] : undefined);
      teams.push(squad.team);
      players.push(...squad.players);
      staff.push(...squad.staff);
    });
  }
  teams.push(...placeholderTeams());
  const teamIdsOf = (plan: CompetitionPlan) =>
    plan.clubs === 'king-of-kings' ? [...KING_OF_KINGS_TEAMS] : sets[plan.clubs]!.map((c) => c.id);

  const counters: Counters = { phase: 1, group: 1, turn: 1 };
  const seasons: RawSeason[] = [];
  let block = 0;
  for (const plan of COMPETITIONS) {
    (
      [
        ['previous', 0],
        ['current', 1],
      ] as const
    ).forEach(([edition, e]) => {
      const seasonId = plan.seasons[e];
      const base = seasonId === FRANCE_CAPTURE.seasonId ? 1700 : 2000 + 100 * block++;
      const own = plan.cup?.teams?.[e] ?? teamIdsOf(plan);
      const input: SeasonInput = { plan, edition, seasonId, teamIds: own, matchBase: base };
      if (seasonId === SHARED_PHASES.season) input.teamIds = [...own, ...SEASON_13_GUESTS];
      if (plan.id === 3 && edition === 'previous') input.rounds = realRounds(facts);
      if (seasonId === SHARED_PHASES.phasesFrom) {
        // Season 14 holds season 13's phases (built just before, competition 8 comes first) and
        // lists every club that plays in them: only season 13 leaves its guests out.
        const s13 = seasons.find((s) => s.id === SHARED_PHASES.season)!;
        seasons.push(seasonRecord({ ...input, teamIds: s13.teamIds }, plan.clusters[e], s13.phases));
        s13.phases = [];
        return;
      }
      const phases = plan.cup
        ? buildCupPhases(input, plan.cup, counters, rollingTeams(seasons))
        : buildSeasonPhases(input, counters);
      const season = seasonRecord(input, plan.clusters[e], phases);
      if (seasonId === SHARED_PHASES.season) {
        season.listedTeamIds = [...own];
        season.phasesFrom = SHARED_PHASES.phasesFrom;
      }
      seasons.push(season);
    });
  }
  swapMatchIds(seasons, FRANCE_CAPTURE);
  const realNames = new Set(facts.teams.flatMap((t) => t.players.map((p) => p.fullName.trim())));
  const drafts = buildDrafts({ plans: COMPETITIONS, seasons, players, ids, realNames });
  const legends = buildLegends(facts, COMPETITIONS, seasons, (id) => teams.find((t) => t.id === id)?.countryId ?? null);
  const finalissima = buildFinalissima(seasons, counters);
  seasons.push(...finalissima.seasons);

  const competitions: RawCompetition[] = COMPETITIONS.map((p) => ({
    id: p.id,
    name: p.name,
    gender: p.gender,
    countryId: p.countryId,
    visible: p.visible,
    region: p.region,
  }));
  competitions.push(finalissima.competition);
  const clusters: RawCluster[] = [];
  for (const p of COMPETITIONS) {
    p.clusters.forEach((id, e) => {
      if (!clusters.some((c) => c.id === id))
        clusters.push({ id, region: p.region, edition: e === 0 ? 'previous' : 'current' });
    });
  }
  clusters.push(...finalissima.clusters);
  return { competitions, clusters, stadiums: [...STADIUMS], teams, players, staff, seasons, drafts, legends };
}

/** Clubs playing a rolling fixture in a current season already built. */
function rollingTeams(seasons: readonly RawSeason[]): Set<number> {
  const busy = new Set<number>();
  for (const season of seasons) {
    for (const m of season.phases.flatMap((p) => p.groups.flatMap((g) => g.turns.flatMap((t) => t.matches)))) {
      if (m.rolling) busy.add(m.home).add(m.away);
    }
  }
  return busy;
}

function realRounds(facts: SpainFacts) {
  const idOf = (slug: string) => {
    const i = facts.teams.findIndex((t) => t.slug === slug);
    if (i < 0) throw new Error(`unknown team in the facts schedule: ${slug}`);
    return i + 1;
  };
  return facts.rounds.map((round) => round.map((m) => ({ home: idOf(m.home), away: idOf(m.away), score: m.score })));
}
