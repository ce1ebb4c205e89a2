import { isFinal } from './live.js';
import type { Snapshot } from './snapshot.js';
import { tallyPlayers } from './tally.js';

/**
 * The best player of a turn's settled matches: goals, assists, MVPs and saves, weighted. The
 * turn-players endpoint and the news' MVP posts both name this player.
 */
export function turnMvp(snap: Snapshot, matchIds: readonly number[]): number | null {
  const states = matchIds.map((id) => snap.match(id)!).filter((s) => isFinal(s.clock.status));
  let best: number | null = null;
  let top = 0;
  for (const t of tallyPlayers(snap.model, states).values()) {
    const c = (code: string) => t.counts.get(code) ?? 0;
    const score = c('GOL') * 3 + c('ASS-V') * 2 + c('MVP') * 2 + c('PAR') * 0.5;
    if (score > top || (score === top && best !== null && t.id < best)) [best, top] = [t.id, score];
  }
  return best;
}
