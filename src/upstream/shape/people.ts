import type { Player, Staff, Team } from '../../shared/api/index.js';
import type { RawPlayer, RawStaff, RawTeam } from '../data/types.js';
import type { LeagueModel } from '../league/model.js';

/** docs/upstream.md Team. Crests are served by this API itself: a path, never another host. */
export function teamOut(team: RawTeam) {
  return {
    id: team.id,
    name: team.name,
    shortName: team.shortName,
    completeName: team.completeName,
    countryId: team.countryId,
    firstColorHEX: team.colors[0],
    secondColorHEX: team.colors[1],
    logo: { url: `/media/teams/${team.id}.svg` },
    inverseLogo: { url: `/media/teams/${team.id}-inverse.svg` },
    heroImage: null,
    heroVideo: null,
    metaInformation: team.social,
    gender: team.gender,
  } satisfies Team;
}

export type TeamOut = ReturnType<typeof teamOut>;

/** docs/upstream.md Player: ratings stay strings, as the real API sends them. */
export function playerOut(p: RawPlayer) {
  return {
    id: p.id,
    shortName: p.shortName,
    firstName: p.firstName,
    lastName: p.lastName,
    jerseyName: p.jerseyName,
    role: p.role as RawPlayer['role'] | null,
    foot: p.foot as string | null,
    gender: p.gender,
    image: { url: `/media/players/${p.id}.svg` },
    countryId: p.countryId,
    jersey: p.jersey as number | null,
    secondaryCountryId: null,
    birthDate: p.birthDate as string | null,
    height: p.height as number | null,
    weight: p.weight as number | null,
    marketValue: p.marketValue as number | null,
    category: p.category as RawPlayer['category'] | null,
    metaInformation: p.ratings as Record<string, string>,
  } satisfies Player;
}

export type PlayerOut = ReturnType<typeof playerOut>;

/** Presidents also appear in their team's player list, with no role (docs/upstream.md Player). */
export const PRESIDENT_PLAYER_OFFSET = 90_000;

export function presidentAsPlayer(s: RawStaff): PlayerOut {
  return {
    id: PRESIDENT_PLAYER_OFFSET + s.id,
    shortName: s.shortName,
    firstName: s.firstName,
    lastName: s.lastName,
    jerseyName: s.lastName.toUpperCase() || s.firstName.toUpperCase(),
    role: null,
    foot: null,
    gender: s.gender,
    image: { url: `/media/staff/${s.id}.svg` },
    countryId: s.countryId,
    jersey: null,
    secondaryCountryId: null,
    birthDate: s.birthDate,
    height: null,
    weight: null,
    marketValue: null,
    category: null,
    metaInformation: { category: 'president' },
  };
}

export function staffOut(s: RawStaff) {
  return {
    id: s.id,
    shortName: s.shortName,
    firstName: s.firstName,
    lastName: s.lastName,
    role: s.role,
    countryId: s.countryId,
    image: { url: `/media/staff/${s.id}.svg` },
    gender: s.gender,
    birthDate: s.birthDate,
    metaInformation: null,
  } satisfies Staff;
}

/** A team's squad as a match detail or season-data answer lists it: the players, then the president. */
export function squadOut(model: LeagueModel, teamId: number): PlayerOut[] {
  const president = (model.staffByTeam.get(teamId) ?? []).find((s) => s.role === 'president');
  return [
    ...(model.playersByTeam.get(teamId) ?? []).map(playerOut),
    ...(president ? [presidentAsPlayer(president)] : []),
  ];
}

export function playerWithTeam(model: LeagueModel, p: RawPlayer) {
  return { ...playerOut(p), team: teamOut(model.teams.get(p.teamId)!) };
}
