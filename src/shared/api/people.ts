import * as z from 'zod';
import {
  gender as anyGender,
  id,
  image,
  jsonText,
  list,
  meta,
  name,
  nul,
  num,
  playerGender,
  soft,
  str,
} from './common.js';

export const team = z.looseObject({
  id,
  name,
  shortName: nul(name),
  completeName: nul(name),
  countryId: soft(id),
  firstColorHEX: soft(str),
  secondColorHEX: soft(str),
  logo: image,
  inverseLogo: image,
  heroImage: image,
  heroVideo: soft(str),
  metaInformation: meta,
  gender: playerGender,
});

const playerRole = z.enum(['goalkeeper', 'defender', 'midfielder', 'forward']);
const playerCategory = z.enum(['draft', 'wildcard']);

/** Ratings arrive as strings ("75") or numbers; either is kept as sent. */
const rating = z.union([str, num]).nullish();

const playerMeta = jsonText(
  z
    .looseObject({
      average: rating,
      duels: rating,
      skills: rating,
      defence: rating,
      passing: rating,
      physical: rating,
      shooting: rating,
      diving: rating,
      handling: rating,
      reflexes: rating,
      anticipation: rating,
      goalkeeperPassing: rating,
      /** "president" marks a president listed among a team's players. */
      category: z.string().nullish(),
    })
    .nullable(),
).catch(null);

export const player = z.looseObject({
  id,
  shortName: nul(name),
  firstName: nul(name),
  lastName: nul(name),
  jerseyName: nul(name),
  role: playerRole.nullable().catch(null),
  foot: soft(str),
  gender: playerGender,
  image,
  countryId: soft(id),
  jersey: soft(z.union([num, str])),
  secondaryCountryId: soft(id),
  birthDate: soft(str),
  height: soft(num),
  weight: soft(num),
  marketValue: soft(num),
  category: playerCategory.nullable().catch(null),
  metaInformation: playerMeta,
});

export const playerWithTeam = player.extend({ team: nul(team) });

export const staff = z.looseObject({
  id,
  shortName: nul(name),
  firstName: nul(name),
  lastName: nul(name),
  role: nul(str),
  countryId: soft(id),
  image,
  gender: playerGender,
  birthDate: soft(str),
  metaInformation: meta,
});

export const staffList = z.looseObject({ staffs: list(staff) });

/** A player's seasons, each with the player as that season lists them (docs/upstream-extensions.md). */
export const playerSeasonList = z.looseObject({
  seasons: list(z.looseObject({ seasonId: id, player: playerWithTeam })),
});

/** A season's staff, every team's in one list (docs/upstream-extensions.md). */
export const seasonStaffList = z.looseObject({ staffs: list(staff.extend({ teamId: id })) });

/** A match detail's team carries its squad. */
export const teamWithPlayers = team.extend({ players: list(player), lineups: list(z.unknown()) });

export const competition = z.looseObject({
  id,
  name: nul(str),
  gender: anyGender,
  countryId: soft(id),
  visible: soft(z.boolean()),
  /** The league level of docs/spec.md §5's minute rule (docs/upstream-extensions.md); null when not given. */
  level: soft(num),
});

export type Team = z.infer<typeof team>;
export type PlayerRole = z.infer<typeof playerRole>;
export type PlayerCategory = z.infer<typeof playerCategory>;
export type Player = z.infer<typeof player>;
export type PlayerWithTeam = z.infer<typeof playerWithTeam>;
export type Staff = z.infer<typeof staff>;
export type PlayerSeason = z.infer<typeof playerSeasonList>['seasons'][number];
export type SeasonStaff = z.infer<typeof seasonStaffList>['staffs'][number];
export type TeamWithPlayers = z.infer<typeof teamWithPlayers>;
export type Competition = z.infer<typeof competition>;
