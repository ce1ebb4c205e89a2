import type { DraftReserve, PlayerWithTeam } from '../api/index.js';
import { mappedOnce } from '../memo.js';
import { byRating, type PlayerCard, playerCard, type TeamRef, teamRef } from './draft-people.js';
import { isPresidentPlayer } from './staff.js';

/** A president the API lists among a team's players is no player of a draft or a wildcard list. */
const players = (list: readonly PlayerWithTeam[], category: 'draft' | 'wildcard') =>
  list.filter((p) => p.category === category && !isPresidentPlayer(p));

/** The draft pool: every drafted player and every candidate still available, best first. */
export const poolCards = /* @__PURE__ */ mappedOnce((list: readonly PlayerWithTeam[]): PlayerCard[] =>
  players(list, 'draft')
    .map((p) => playerCard(p, p.team))
    .sort(byRating),
);

/** What an edition's draft came to: the players its teams drafted, and how many teams drafted. */
export interface DraftTally {
  drafted: number;
  teams: number;
}

/** Null when nobody was drafted: the edition had no draft to speak of. */
export function draftTally(cards: readonly PlayerCard[]): DraftTally | null {
  const teams = new Set<number>();
  for (const card of cards) if (card.team) teams.add(card.team.id);
  const drafted = cards.filter((card) => card.team).length;
  return drafted === 0 ? null : { drafted, teams: teams.size };
}

export interface WildcardTeam {
  team: TeamRef;
  players: PlayerCard[];
}

/** Each team's wildcards, teams by name, players best first; mapped once per cached list. */
export const wildcardTeams = /* @__PURE__ */ mappedOnce(groupWildcards);

function groupWildcards(list: readonly PlayerWithTeam[]): WildcardTeam[] {
  const byTeam = new Map<number, WildcardTeam>();
  for (const p of players(list, 'wildcard')) {
    if (!p.team) continue;
    const entry = byTeam.get(p.team.id) ?? { team: teamRef(p.team), players: [] };
    entry.players.push(playerCard(p, p.team));
    byTeam.set(p.team.id, entry);
  }
  return [...byTeam.values()]
    .map((entry) => ({ ...entry, players: entry.players.sort(byRating) }))
    .sort((a, b) => a.team.name.localeCompare(b.team.name, 'en'));
}

/** The reserve list in its order: the rank is the league's, not a rating. */
export const reserveCards = /* @__PURE__ */ mappedOnce(
  (reserves: readonly DraftReserve[]): { rank: number; card: PlayerCard }[] =>
    [...reserves]
      .sort((a, b) => a.rank - b.rank)
      .map((r) => ({ rank: r.rank, card: playerCard(r.player, r.player.team) })),
);
