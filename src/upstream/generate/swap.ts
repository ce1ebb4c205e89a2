import type { RawMatch, RawSeason } from '../data/types.js';

function matchesOf(season: RawSeason): RawMatch[] {
  return season.phases.flatMap((p) => p.groups.flatMap((g) => g.turns.flatMap((t) => t.matches)));
}

/**
 * Gives a known fixture a known id (France's match 1704 of the public capture) by swapping ids
 * with the match that had it, and the bracket references that point at either.
 */
export function swapMatchIds(
  seasons: RawSeason[],
  target: { seasonId: number; matchId: number; home: number; away: number },
): void {
  const season = seasons.find((s) => s.id === target.seasonId);
  if (!season) return;
  const matches = matchesOf(season);
  const fixture = matches.find(
    (m) => (m.home === target.home && m.away === target.away) || (m.home === target.away && m.away === target.home),
  );
  const holder = matches.find((m) => m.id === target.matchId);
  if (!fixture || !holder || fixture === holder) return;
  const [a, b] = [fixture.id, holder.id];
  const swap = (id: number) => (id === a ? b : id === b ? a : id);
  for (const m of matches) {
    m.id = swap(m.id);
    if (m.homeFrom && 'winnerOf' in m.homeFrom) m.homeFrom = { winnerOf: swap(m.homeFrom.winnerOf) };
    if (m.awayFrom && 'winnerOf' in m.awayFrom) m.awayFrom = { winnerOf: swap(m.awayFrom.winnerOf) };
  }
  if (fixture.home !== target.home) [fixture.home, fixture.away] = [fixture.away, fixture.home];
}
