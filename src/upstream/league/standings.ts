import { isFinal } from './live.js';
import type { MatchState } from './snapshot.js';

export interface StandingRow {
  teamId: number;
  rank: number;
  points: number;
  played: number;
  won: number;
  penaltyWon: number;
  penaltyLost: number;
  lost: number;
  goalsFor: number;
  goalsAgainst: number;
}

/** Kings rules: 3 for a win, 2 for a shoot-out win, 1 for a shoot-out loss, 0 for a loss. */
export const POINTS = { won: 3, penaltyWon: 2, penaltyLost: 1, lost: 0 } as const;

/**
 * A table from final matches only; every team that has a fixture in the group has a row.
 * Order: points, goal difference, goals scored, then team id so equal rows never swap.
 */
export function computeStandings(states: readonly MatchState[]): StandingRow[] {
  const rows = new Map<number, StandingRow>();
  const row = (teamId: number) => {
    let r = rows.get(teamId);
    if (!r)
      rows.set(
        teamId,
        (r = {
          teamId,
          rank: 0,
          points: 0,
          played: 0,
          won: 0,
          penaltyWon: 0,
          penaltyLost: 0,
          lost: 0,
          goalsFor: 0,
          goalsAgainst: 0,
        }),
      );
    return r;
  };
  for (const s of states) {
    const [h, a] = [row(s.home.id), row(s.away.id)];
    if (!isFinal(s.clock.status) || !s.score) continue;
    const sides: [typeof h, number, number][] = [
      [h, s.score.home, s.score.away],
      [a, s.score.away, s.score.home],
    ];
    for (const [r, scored, conceded] of sides) {
      r.played++;
      r.goalsFor += scored;
      r.goalsAgainst += conceded;
      const winner = s.winnerId === r.teamId;
      const kind = s.shootout ? (winner ? 'penaltyWon' : 'penaltyLost') : winner ? 'won' : 'lost';
      r[kind]++;
      r.points += POINTS[kind];
    }
  }
  const sorted = [...rows.values()].sort(
    (x, y) =>
      y.points - x.points ||
      y.goalsFor - y.goalsAgainst - (x.goalsFor - x.goalsAgainst) ||
      y.goalsFor - x.goalsFor ||
      x.teamId - y.teamId,
  );
  sorted.forEach((r, i) => {
    r.rank = i + 1;
  });
  return sorted;
}
