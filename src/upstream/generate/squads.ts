import type { PlayerRole, RawPlayer, RawStaff, RawTeam, TeamGender } from '../data/types.js';
import { createRng, hashSeed, type Rng } from '../rng.js';
import { type ClubSeed, colorsFor, shortNameOf } from './clubs.js';
import { type NamePool, POOLS } from './names.js';
import { COUNTRY } from './plan.js';
import type { FactPlayer, FactTeam } from './spain-facts.js';

export interface Squad {
  team: RawTeam;
  players: RawPlayer[];
  staff: RawStaff[];
}

export interface Ids {
  player: number;
  staff: number;
}

export const POOL_COUNTRY: Readonly<Record<NamePool, number>> = {
  es: COUNTRY.spain,
  mx: COUNTRY.mexico,
  it: COUNTRY.italy,
  pt: COUNTRY.brazil,
  fr: COUNTRY.france,
  de: COUNTRY.germany,
  ar: COUNTRY.saudiArabia,
  en: COUNTRY.usa,
};
const FOREIGN = [
  COUNTRY.argentina,
  COUNTRY.colombia,
  COUNTRY.portugal,
  COUNTRY.morocco,
  COUNTRY.nigeria,
  COUNTRY.france,
  COUNTRY.brazil,
];
export const ROLE_OF: Readonly<Record<string, PlayerRole>> = {
  Portero: 'goalkeeper',
  Defensa: 'defender',
  Medio: 'midfielder',
  Delantero: 'forward',
};
/** A squad of 13: two goalkeepers, then defenders, midfielders, forwards. */
const SHAPE: readonly PlayerRole[] = [
  'goalkeeper',
  'goalkeeper',
  'defender',
  'defender',
  'defender',
  'defender',
  'midfielder',
  'midfielder',
  'midfielder',
  'midfielder',
  'forward',
  'forward',
  'forward',
];
const SQUAD_SIZE = 13;

export const pad = (n: number) => String(n).padStart(2, '0');

export function person(rng: Rng, pool: NamePool, gender: TeamGender) {
  const p = POOLS[pool];
  return { first: rng.pick(gender === 'female' ? p.female : p.male), last: rng.pick(p.last) };
}

export function ratings(
  rng: Rng,
  role: PlayerRole,
  base: number,
  given?: Record<string, number>,
): Record<string, string> {
  const r = (key: string, fallback: () => number) => String(given?.[key] ?? fallback());
  const around = () => Math.max(45, Math.min(95, base + rng.int(-9, 9)));
  if (role === 'goalkeeper') {
    const out = {
      diving: r('stretch', around),
      handling: r('saves', around),
      reflexes: r('reflexes', around),
      anticipation: String(around()),
      goalkeeperPassing: r('kickoff', around),
    };
    return { average: r('score', () => mean(Object.values(out))), ...out };
  }
  const out = {
    duels: r('speed', around),
    skills: r('talent', around),
    defence: r('defense', around),
    passing: r('passing', around),
    physical: r('physique', around),
    shooting: r('shooting', around),
  };
  return { average: r('score', () => mean(Object.values(out))), ...out };
}

const mean = (values: readonly string[]) => Math.round(values.reduce((s, v) => s + Number(v), 0) / values.length);

export function body(rng: Rng, role: PlayerRole, gender: TeamGender) {
  const tall = role === 'goalkeeper' ? 8 : 0;
  const height = gender === 'female' ? rng.int(155, 176) + tall : rng.int(168, 189) + tall;
  return { height, weight: height - (gender === 'female' ? 112 : 104) + rng.int(-5, 7) };
}

interface PlayerDraft {
  first: string;
  last: string;
  dorsal?: string;
  role: PlayerRole;
  gender: TeamGender;
  wildcard: boolean;
  stats?: Record<string, number>;
}

function factDrafts(facts: FactTeam): PlayerDraft[] {
  return facts.players.map((p: FactPlayer) => {
    const [first = p.fullName, ...rest] = p.fullName.split(' ');
    const guest = p.role === 'jugador 11';
    return {
      first,
      last: rest.join(' '),
      dorsal: p.dorsalName,
      role: ROLE_OF[p.role] ?? 'forward',
      gender: 'male',
      wildcard: guest,
      stats: guest ? undefined : p.stats,
    };
  });
}

/** Invented players up to 13, a goalkeeper first when the real list has none. */
function fill(rng: Rng, drafts: PlayerDraft[], pool: NamePool, genderOf: (i: number) => TeamGender): PlayerDraft[] {
  const out = [...drafts];
  const shape =
    drafts.length === 0
      ? SHAPE
      : drafts.some((d) => d.role === 'goalkeeper')
        ? (['midfielder', 'forward'] as const)
        : (['goalkeeper', 'defender'] as const);
  for (let i = 0; out.length < SQUAD_SIZE; i++) {
    const gender = genderOf(out.length);
    out.push({
      ...person(rng, pool, gender),
      role: shape[i % shape.length]!,
      gender,
      wildcard: drafts.length > 0 || out.length >= 11,
    });
  }
  return out;
}

export function buildSquad(club: ClubSeed, pool: NamePool, ids: Ids, facts?: FactTeam): Squad {
  const rng = createRng(hashSeed('squad', club.id));
  const base = rng.int(64, 80);
  // Mixed squads alternate men and women, so both genders have a goalkeeper.
  const genderOf = (i: number): TeamGender => club.gender ?? (i % 2 === 0 ? 'male' : 'female');
  const drafts = fill(rng, facts ? factDrafts(facts) : [], pool, genderOf);
  const jerseys = rng.shuffle(Array.from({ length: 98 }, (_, i) => i + 2));
  const players = drafts.map((d, i): RawPlayer => {
    const r = ratings(rng, d.role, base, d.stats);
    const { height, weight } = body(rng, d.role, d.gender);
    const shortName =
      d.dorsal ?? (`${d.first} ${d.last}`.length > 14 ? `${d.first[0]}. ${d.last}` : `${d.first} ${d.last}`);
    return {
      id: ids.player++,
      teamId: club.id,
      firstName: d.first,
      lastName: d.last,
      shortName,
      jerseyName: (d.dorsal ?? d.last).toUpperCase(),
      role: d.role,
      foot: rng.chance(0.25) ? 'left' : 'right',
      gender: d.gender,
      countryId: rng.chance(0.15) ? rng.pick(FOREIGN) : (club.countryId ?? POOL_COUNTRY[pool]),
      jersey: d.role === 'goalkeeper' && i === drafts.findIndex((x) => x.role === 'goalkeeper') ? 1 : jerseys[i]!,
      birthDate: `${rng.int(1990, 2006)}-${pad(rng.int(1, 12))}-${pad(rng.int(1, 28))}`,
      height,
      weight,
      marketValue: Number(r.average) ** 2 * 50,
      category: d.wildcard ? 'wildcard' : 'draft',
      ratings: r,
    };
  });
  const strength = Math.round(players.reduce((s, p) => s + Number(p.ratings.average), 0) / players.length);
  const team: RawTeam = {
    id: club.id,
    name: club.name,
    shortName: club.shortName ?? shortNameOf(club.name),
    completeName: club.name,
    countryId: club.countryId,
    colors: club.colors ?? colorsFor(club.id),
    gender: club.gender,
    placeholder: false,
    social: club.social ?? null,
    strength,
  };
  return { team, players, staff: staffOf(rng, club, pool, ids) };
}

function staffOf(rng: Rng, club: ClubSeed, pool: NamePool, ids: Ids): RawStaff[] {
  const member = (role: RawStaff['role'], real: string | undefined, gender: TeamGender): RawStaff => {
    const invented = person(rng, pool, gender);
    const [first = '', ...rest] = real ? real.split(' ') : [invented.first, invented.last];
    return {
      id: ids.staff++,
      teamId: club.id,
      role,
      firstName: first,
      lastName: rest.join(' '),
      shortName: real ?? `${invented.first} ${invented.last}`,
      countryId: club.countryId ?? POOL_COUNTRY[pool],
      gender,
      birthDate: real ? null : `${rng.int(1968, 1996)}-${pad(rng.int(1, 12))}-${pad(rng.int(1, 28))}`,
    };
  };
  const gender: TeamGender = club.gender ?? 'male';
  return [member('president', club.president, club.president ? 'male' : gender), member('coach', club.coach, gender)];
}
