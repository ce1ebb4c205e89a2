import type { PlayerRole } from '../api/index.js';
import type { PlayerCard } from './draft-people.js';

export const POSITIONS: readonly PlayerRole[] = ['goalkeeper', 'defender', 'midfielder', 'forward'];

/** Drafted by anyone, still available, or one team's picks. */
export type TeamChoice = 'drafted' | 'available' | number;

/**
 * The draft pool's filters, as the address carries them (`?position=goalkeeper&team=available&q=…`):
 * null means "all". A value the page cannot show (an unknown position or team) is no filter.
 */
export interface PoolFilter {
  position: PlayerRole | null;
  team: TeamChoice | null;
  q: string;
}

export const NO_FILTER: PoolFilter = { position: null, team: null, q: '' };
const MAX_QUERY = 60;

/** Accents and case aside: "alvaro" finds "Álvaro". */
export const searchText = (text: string): string =>
  text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();

export function parsePoolFilter(get: (key: string) => string | null, teamIds: readonly number[]): PoolFilter {
  const position = get('position');
  const team = get('team');
  const id = team !== null && /^\d{1,9}$/.test(team) ? Number(team) : null;
  return {
    position: POSITIONS.find((p) => p === position) ?? null,
    team: team === 'drafted' || team === 'available' ? team : id !== null && teamIds.includes(id) ? id : null,
    q: (get('q') ?? '').trim().slice(0, MAX_QUERY),
  };
}

export function matchesFilter(card: PlayerCard, filter: PoolFilter): boolean {
  if (filter.position && card.role !== filter.position) return false;
  if (filter.team === 'drafted' && !card.team) return false;
  if (filter.team === 'available' && card.team) return false;
  if (typeof filter.team === 'number' && card.team?.id !== filter.team) return false;
  const q = searchText(filter.q);
  return q === '' || searchText(`${card.name} ${card.knownAs ?? ''}`).includes(q);
}

/** The query string of a filter and a page, without its empty parts ('' for the whole pool's first page). */
export function poolQuery(filter: PoolFilter, page = 1): string {
  const params = new URLSearchParams();
  if (filter.position) params.set('position', filter.position);
  if (filter.team !== null) params.set('team', String(filter.team));
  if (filter.q.trim()) params.set('q', filter.q.trim());
  if (page > 1) params.set('page', String(page));
  const text = params.toString();
  return text ? `?${text}` : '';
}
