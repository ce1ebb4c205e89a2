import type { Snapshot } from '../league/snapshot.js';
import { seasonTallies } from './ranking.js';
import { seasonPlayers } from './season-players.js';

/**
 * What the first pages after a start would otherwise wait for: every player's seasons, and each
 * current season's counts with their halves (every stat table and every player's season lines
 * read them). Kept per dataset and per set of finished matches, so later snapshots reuse them.
 */
export function warmIndexes(snap: Snapshot): void {
  seasonPlayers(snap.model);
  for (const season of snap.model.raw.seasons)
    if (season.edition === 'current') void seasonTallies(snap, season).halves;
}
