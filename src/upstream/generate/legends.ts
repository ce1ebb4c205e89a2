import type { RawLegend, RawSeason, RawSpell } from '../data/types.js';
import { rngFor } from '../rng.js';
import type { NamePool } from './names.js';
import { CLUB_POOLS, COUNTRY, type CompetitionPlan } from './plan.js';
import type { FactGuest, FactLeader, SpainFacts } from './spain-facts.js';
import { POOL_COUNTRY, person, ROLE_OF } from './squads.js';

/** The Spain facts' split (data/sources/kings-league-2023/README.md). */
const SPLIT_YEAR = 2023;
const SPAIN_COMPETITION = 3;
/** Leagues with invented legends: every men's competition with its own clubs but Spain's, whose legends are real. */
const INVENTED_LEGENDS = new Set([
  'kings-americas',
  'kings-italia',
  'kings-brazil',
  'kings-france',
  'kings-germany',
  'kings-mena',
  'nations',
  'world-clubs',
]);
const PER_LEAGUE = 4;
const POSITIONS = ['goalkeeper', 'defender', 'midfielder', 'forward'] as const;
/** A national team's legends take names of its country (the nations' club set has no name pool). */
const COUNTRY_POOL: Readonly<Record<number, NamePool>> = {
  [COUNTRY.spain]: 'es',
  [COUNTRY.mexico]: 'mx',
  [COUNTRY.argentina]: 'mx',
  [COUNTRY.colombia]: 'mx',
  [COUNTRY.peru]: 'mx',
  [COUNTRY.italy]: 'it',
  [COUNTRY.brazil]: 'pt',
  [COUNTRY.portugal]: 'pt',
  [COUNTRY.france]: 'fr',
  [COUNTRY.germany]: 'de',
  [COUNTRY.morocco]: 'ar',
  [COUNTRY.saudiArabia]: 'ar',
};

const plain = (text: string) =>
  text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/[.«»]/g, ' ').trim().split(/\s+/);

/** "A. Bueno" or "Alberto Bueno" is "Alberto Bueno" of the same club: same surname, same first initial. */
export function sameName(leader: string, guest: string): boolean {
  const [l, g] = [plain(leader), plain(guest)];
  if (l.join(' ') === g.join(' ')) return true;
  if (l.length < 2 || g.length < 2) return false;
  return l.at(-1) === g.at(-1) && g[0]!.startsWith(l[0]!);
}

function split(facts: SpainFacts, guest: FactGuest, teamId: number): RawSpell {
  const club = facts.teams[teamId - 1]!.name.toLowerCase();
  const line = (list: readonly FactLeader[]) =>
    list.find((l) => l.team.toLowerCase() === club && sameName(l.playerName, guest.name));
  const [goals, assists, mvps] = [line(facts.leaders.goals), line(facts.leaders.assists), line(facts.leaders.mvps)];
  const games = goals?.gamesPlayed ?? assists?.gamesPlayed ?? mvps?.gamesPlayed ?? null;
  return {
    teamId,
    seasonId: null,
    year: SPLIT_YEAR,
    matches: games,
    goals: goals?.goals ?? null,
    assists: assists?.assists ?? null,
    mvps: mvps?.mvps ?? null,
  };
}

/**
 * The league's legends. Spain's are real: the guest "player 12" of each matchday of the 2023
 * split (former professionals and icons), with that split's numbers where its rankings name them.
 * The other leagues' are invented (data/league/README.md): a few guests of their previous season.
 */
export function buildLegends(
  facts: SpainFacts,
  plans: readonly CompetitionPlan[],
  seasons: readonly RawSeason[],
  countryOf: (teamId: number) => number | null,
): RawLegend[] {
  let id = 1;
  const legends: RawLegend[] = facts.guests.map((guest) => {
    const teamId = facts.teams.findIndex((t) => t.slug === guest.team) + 1;
    if (teamId === 0) throw new Error(`unknown club of guest ${guest.name}: ${guest.team}`);
    const [firstName = guest.name, ...rest] = guest.name.split(' ');
    return {
      id: id++,
      competitionId: SPAIN_COMPETITION,
      firstName,
      lastName: rest.join(' '),
      shortName: guest.name,
      role: ROLE_OF[guest.role] ?? 'midfielder',
      gender: 'male',
      countryId: null,
      spells: [split(facts, guest, teamId)],
    };
  });
  for (const plan of plans.filter((p) => INVENTED_LEGENDS.has(p.clubs) && p.visible)) {
    const rng = rngFor('legends', plan.id);
    const previous = seasons.find((s) => s.id === plan.seasons[0])!;
    const clubs = rng.shuffle(previous.teamIds).slice(0, PER_LEAGUE);
    clubs.forEach((teamId, i) => {
      const pool = CLUB_POOLS[plan.clubs] ?? COUNTRY_POOL[countryOf(teamId) ?? -1] ?? 'en';
      const { first, last } = person(rng, pool, 'male');
      legends.push({
        id: id++,
        competitionId: plan.id,
        firstName: first,
        lastName: last,
        shortName: `${first} ${last}`,
        role: POSITIONS[i % POSITIONS.length]!,
        gender: 'male',
        countryId: countryOf(teamId) ?? POOL_COUNTRY[pool],
        spells: [{ teamId, seasonId: previous.id, year: null, matches: null, goals: null, assists: null, mvps: null }],
      });
    });
  }
  return legends;
}
