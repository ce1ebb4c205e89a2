import type { Player, PlayerRole, PlayerWithTeam, Team } from '../../../src/shared/api/index.js';
import { team } from '../../helpers/league-fixtures.js';

/** A player as `seasons/{id}/players` sends one: ratings are strings; `club` null for a candidate nobody drafted. */
export function person(
  id: number,
  first: string,
  last: string,
  role: PlayerRole,
  average: string | null,
  club: Team | null,
  over: Partial<Player> = {},
): PlayerWithTeam {
  return {
    id,
    shortName: `${first} ${last}`,
    firstName: first,
    lastName: last,
    jerseyName: last.toUpperCase(),
    role,
    foot: 'right',
    gender: 'male',
    image: { url: `/media/players/${id}.svg` },
    countryId: 1,
    jersey: club ? id : null,
    secondaryCountryId: null,
    birthDate: '2000-01-01',
    height: 180,
    weight: 75,
    marketValue: null,
    category: 'draft',
    metaInformation: average === null ? null : { average },
    team: club,
    ...over,
  };
}

export const PIO = { ...team(7, 'PIO FC'), shortName: 'PIO', firstColorHEX: '#fff384', secondColorHEX: '#111111' };
export const ULTIMATE = {
  ...team(11, 'Ultimate Móstoles'),
  shortName: 'ULT',
  firstColorHEX: '#7b7b7b',
  secondColorHEX: '#ffffff',
};
