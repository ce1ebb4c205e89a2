/** A decided result: the league plays every match to a winner, a draw going to a shoot-out. */
export interface Prediction {
  home: number;
  away: number;
  /** Who won the shoot-out of a draw; null until chosen (the match then counts as undecided). */
  shootout: 'home' | 'away' | null;
}

export interface SimRow {
  teamId: number;
  played: number;
  won: number;
  wonShootout: number;
  lostShootout: number;
  lost: number;
  goalsFor: number;
  goalsAgainst: number;
  points: number;
}

export interface Fixture {
  id: number;
  homeId: number;
  awayId: number;
}

/** Kings rules (docs/upstream.md Scores): 3 for a win, 2 for a shoot-out win, 1 for a shoot-out loss, 0 for a loss. */
export const POINTS = { won: 3, wonShootout: 2, lostShootout: 1, lost: 0 } as const;

export type Outcome = keyof typeof POINTS;

/** The home side's outcome, or null when a draw has no shoot-out winner yet. */
export function homeOutcome(p: Prediction): Outcome | null {
  if (p.home > p.away) return 'won';
  if (p.home < p.away) return 'lost';
  if (p.shootout === null) return null;
  return p.shootout === 'home' ? 'wonShootout' : 'lostShootout';
}

const MIRROR: Record<Outcome, Outcome> = {
  won: 'lost',
  lost: 'won',
  wonShootout: 'lostShootout',
  lostShootout: 'wonShootout',
};

function credit(row: SimRow, outcome: Outcome, scored: number, conceded: number) {
  row.played++;
  row[outcome]++;
  row.points += POINTS[outcome];
  row.goalsFor += scored;
  row.goalsAgainst += conceded;
}

/**
 * The table after the predicted results, ordered as the league orders it: points, goal
 * difference, goals scored, then team id so equal rows never swap (src/upstream/league/standings.ts).
 */
export function projectTable(
  base: readonly SimRow[],
  fixtures: readonly Fixture[],
  predictions: ReadonlyMap<number, Prediction>,
): SimRow[] {
  const rows = new Map(base.map((r) => [r.teamId, { ...r }]));
  for (const f of fixtures) {
    const p = predictions.get(f.id);
    const outcome = p ? homeOutcome(p) : null;
    const home = rows.get(f.homeId);
    const away = rows.get(f.awayId);
    if (!p || !outcome || !home || !away) continue;
    credit(home, outcome, p.home, p.away);
    credit(away, MIRROR[outcome], p.away, p.home);
  }
  return sortTable([...rows.values()]);
}

export function sortTable(rows: SimRow[]): SimRow[] {
  return rows.sort(
    (x, y) =>
      y.points - x.points ||
      y.goalsFor - y.goalsAgainst - (x.goalsFor - x.goalsAgainst) ||
      y.goalsFor - x.goalsFor ||
      x.teamId - y.teamId,
  );
}
