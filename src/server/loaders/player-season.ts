import type { StatLine } from '../../shared/api/index.js';
import { CONTEXTS } from '../../shared/config/contexts.js';
import { filterPlayerStatsByGender } from '../../shared/league/player-stats.js';
import { orNone } from '../errors.js';
import type { LoaderContext } from './define-loader.js';

/**
 * The player's season stat lines: from every player's lines of the season, read once for all of
 * its pages (an extension, the player's own lines: no one else's to filter out), or asked for
 * alone where the league API does not serve them, kept to the context's genders (docs/spec.md §5).
 */
export async function seasonStats(
  { data, context }: Pick<LoaderContext, 'data' | 'context'>,
  playerId: number,
  seasonId: number,
): Promise<readonly StatLine[]> {
  const all = await orNone(data.api.seasonPlayerStats(seasonId));
  if (all) return all[playerId] ?? [];
  return filterPlayerStatsByGender(await data.api.playerSeasonStats(playerId, seasonId), CONTEXTS[context].genders);
}
