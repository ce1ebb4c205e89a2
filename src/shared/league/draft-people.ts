import type { Player, PlayerRole, Team } from '../api/index.js';
import { mediaUrl } from './media.js';
import { numeric } from './numeric.js';
import { fullName, playerSlug } from './player-view.js';
import { teamSlug } from './slug.js';
import { type TeamColors, teamColors } from './team-colors.js';

/** A team as a card or a row names it: crest, colours, and what its page address needs. */
export interface TeamRef {
  id: number;
  name: string;
  shortName: string;
  slug: string;
  logo: string | null;
  colors: TeamColors;
}

/** A player as the draft, reserve and wildcard lists show one: picture, name, position, team, rating. */
export interface PlayerCard {
  id: number;
  name: string;
  /** The short or shirt name, when it differs from `name`. */
  knownAs: string | null;
  slug: string;
  image: string | null;
  role: PlayerRole | null;
  /** The overall card rating. */
  rating: number | null;
  /** Null for a draft candidate nobody picked. */
  team: TeamRef | null;
}

export function teamRef(team: Team): TeamRef {
  return {
    id: team.id,
    name: team.name,
    shortName: team.shortName ?? team.name.slice(0, 3).toUpperCase(),
    slug: teamSlug(team.name) || 'team',
    logo: mediaUrl(team.logo),
    colors: teamColors(team.firstColorHEX, team.secondColorHEX),
  };
}

export function playerCard(player: Player, team: Team | null): PlayerCard {
  const name = fullName(player) || '—';
  const nick = player.shortName ?? player.jerseyName;
  return {
    id: player.id,
    name,
    knownAs: nick && nick.toLowerCase() !== name.toLowerCase() ? nick : null,
    slug: playerSlug(player),
    image: mediaUrl(player.image),
    role: player.role,
    rating: numeric(player.metaInformation?.average),
    team: team ? teamRef(team) : null,
  };
}

/** Teams by name, each once: the choices of a team filter. */
export function teamsOf(refs: readonly (TeamRef | null)[]): TeamRef[] {
  const byId = new Map<number, TeamRef>();
  for (const ref of refs) if (ref && !byId.has(ref.id)) byId.set(ref.id, ref);
  return [...byId.values()].sort((a, b) => a.name.localeCompare(b.name, 'en'));
}

/** Best rating first (no rating last), then by name: how every list of cards is ordered. */
export function byRating(a: PlayerCard, b: PlayerCard): number {
  return (b.rating ?? -1) - (a.rating ?? -1) || a.name.localeCompare(b.name, 'en') || a.id - b.id;
}
