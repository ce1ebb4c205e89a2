import type { BracketView } from './bracket.js';
import type { TableRow } from './tables-view.js';

export const TIERS = ['S', 'A', 'B', 'C', 'D'] as const;
export type Tier = (typeof TIERS)[number];

export interface TierTeam {
  id: number;
  name: string;
  shortName: string;
  slug: string;
  color: string | null;
  logo: string | null;
}

/** Team ids per tier, best tier first, each tier in its order. */
export type TierOrder = Record<Tier, number[]>;

export interface TeamRecord {
  team: TierTeam;
  played: number;
  points: number;
  goalDifference: number;
  goalsFor: number;
}

/**
 * docs/decisions/0029: a team's rating is its points per match in the edition so far (Kings
 * points 3/2/1/0, knockout matches counted like group ones), then goal difference per match,
 * then goals per match. A team yet to play rates 0.
 */
export function rating(
  r: Pick<TeamRecord, 'played' | 'points' | 'goalDifference' | 'goalsFor'>,
): [number, number, number] {
  if (r.played === 0) return [0, 0, 0];
  return [r.points / r.played, r.goalDifference / r.played, r.goalsFor / r.played];
}

function compare(a: TeamRecord, b: TeamRecord): number {
  const [x, y] = [rating(a), rating(b)];
  return y[0] - x[0] || y[1] - x[1] || y[2] - x[2] || a.team.name.localeCompare(b.team.name);
}

/** Kings points of one finished match for one side: 3 a win, 2 a shoot-out win, 1 a shoot-out loss, 0 a loss. */
export function kingsPoints(
  own: number,
  other: number,
  ownShootout: number | null,
  otherShootout: number | null,
): number {
  if (own !== other) return own > other ? 3 : 0;
  if (ownShootout === null || otherShootout === null || ownShootout === otherShootout) return 0;
  return ownShootout > otherShootout ? 2 : 1;
}

/** Each team's group table record with its finished knockout matches added. */
export function teamRecords(
  groups: readonly { rows: readonly TableRow[] }[],
  bracket: BracketView | null,
): TeamRecord[] {
  const records = new Map<number, TeamRecord>();
  for (const row of groups.flatMap((g) => g.rows)) {
    records.set(row.teamId, {
      team: {
        id: row.teamId,
        name: row.name,
        shortName: row.shortName,
        slug: row.slug,
        color: row.color,
        logo: row.logo,
      },
      played: row.played,
      points: row.points,
      goalDifference: row.goalsFor - row.goalsAgainst,
      goalsFor: row.goalsFor,
    });
  }
  for (const m of (bracket?.rounds ?? []).flatMap((r) => r.matches)) {
    if (m.status !== 'ended') continue;
    for (const [own, other] of [
      [m.home, m.away],
      [m.away, m.home],
    ] as const) {
      const r = own.team && records.get(own.team.id);
      if (!r || own.score === null || other.score === null) continue;
      r.played += 1;
      r.points += kingsPoints(own.score, other.score, own.shootout, other.shootout);
      r.goalDifference += own.score - other.score;
      r.goalsFor += own.score;
    }
  }
  return [...records.values()];
}

/**
 * The default list: teams by rating, cut into five tiers as even as the count allows (the
 * larger tiers at the top); teams with the same rating share the better tier.
 */
export function defaultTiers(records: readonly TeamRecord[]): TierOrder {
  const sorted = [...records].sort(compare);
  const order = emptyOrder();
  let previous: { record: TeamRecord; tier: Tier } | null = null;
  sorted.forEach((record, i) => {
    const byRank = TIERS[Math.floor((i * TIERS.length) / sorted.length)]!;
    const tied = previous !== null && rating(previous.record).join() === rating(record).join();
    const tier = tied ? previous!.tier : byRank;
    order[tier].push(record.team.id);
    previous = { record, tier };
  });
  return order;
}

export function emptyOrder(): TierOrder {
  return { S: [], A: [], B: [], C: [], D: [] };
}
