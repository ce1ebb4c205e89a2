import type { MatchDetail } from '../api/index.js';
import { eventTeamId, hasCode, MVP_CODE } from './events.js';
import { mediaUrl } from './media.js';
import { playerSlug } from './player-view.js';

/** The match's most valuable player, as a card: who, for which side, with a photo when there is one. */
export interface MatchMvp {
  id: number;
  name: string;
  slug: string;
  image: string | null;
  side: 'home' | 'away';
}

/**
 * The player the log's MVP award names, found in their side's squad (`names` gives the name the
 * page uses for them); none while no award is logged or its player is in neither squad.
 */
export function matchMvp(match: MatchDetail, names: ReadonlyMap<number, string>): MatchMvp | null {
  const award = match.events.find((e) => hasCode(e.parameterAppString, MVP_CODE) && e.playerId !== null);
  if (!award) return null;
  const { homeTeam, awayTeam, homeTeamId } = match.participants;
  const side = eventTeamId(award, match) === homeTeamId ? 'home' : 'away';
  const player = (side === 'home' ? homeTeam : awayTeam)?.players.find((p) => p.id === award.playerId);
  if (!player) return null;
  return { id: player.id, name: names.get(player.id)!, slug: playerSlug(player), image: mediaUrl(player.image), side };
}
