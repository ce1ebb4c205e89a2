import type { RawSeason } from '../data/types.js';
import { isFinal } from './live.js';
import type { MatchState, Snapshot } from './snapshot.js';
import { POINTS } from './standings.js';

/** The Kings leagues whose current regular season sends its best teams to the next King of Kings. */
export const KING_OF_KINGS_RACES: Readonly<Record<'spain' | 'americas', number>> = Object.freeze({
  spain: 3,
  americas: 5,
});
/** How many teams of each of those tables qualify. */
export const RACE_PLACES = 2;

export type RaceStatus = 'qualified' | 'in' | 'contending' | 'out';

export interface RaceRow {
  teamId: number;
  rank: number;
  points: number;
  played: number;
  /** Regular-season matches still to finish (live and postponed ones included). */
  remaining: number;
  maxPoints: number;
  status: RaceStatus;
}

export interface Race {
  places: number;
  complete: boolean;
  rows: RaceRow[];
  /** Matches still to finish in which a team still fighting for a place plays, by kick-off. */
  fixtures: MatchState[];
}

export function hasKingOfKingsRace(season: RawSeason): boolean {
  return season.edition === 'current' && Object.values(KING_OF_KINGS_RACES).includes(season.competitionId);
}

/**
 * A team has qualified once fewer than `places` others can still reach its points (a tie could
 * go either way on goal difference), and is out once `places` others have more than it can
 * still reach. At the end of the regular season the table decides alone.
 */
export function raceStatus(
  row: Pick<RaceRow, 'teamId' | 'rank' | 'points' | 'maxPoints'>,
  rows: readonly Pick<RaceRow, 'teamId' | 'points' | 'maxPoints'>[],
  places: number,
  complete: boolean,
): RaceStatus {
  if (complete) return row.rank <= places ? 'qualified' : 'out';
  const others = rows.filter((r) => r.teamId !== row.teamId);
  if (others.filter((r) => r.maxPoints >= row.points).length < places) return 'qualified';
  if (others.filter((r) => r.points > row.maxPoints).length >= places) return 'out';
  return row.rank <= places ? 'in' : 'contending';
}

/** The race of a season that has one: its table, each team's status, and the fixtures that still decide it. */
export function kingOfKingsRace(snap: Snapshot, season: RawSeason): Race {
  const group = season.phases.flatMap((p) => p.groups).find((g) => g.hasStandings);
  if (!group) return { places: RACE_PLACES, complete: false, rows: [], fixtures: [] };
  const { rows: table, complete } = snap.table(group.id);
  const open = group.turns
    .flatMap((t) => t.matches.map((m) => snap.match(m.id)!))
    .filter((s) => !isFinal(s.clock.status) && s.clock.status !== 'cancelled');
  const remaining = (teamId: number) => open.filter((s) => s.home.id === teamId || s.away.id === teamId).length;
  const base = table.map((r) => ({
    teamId: r.teamId,
    rank: r.rank,
    points: r.points,
    played: r.played,
    remaining: remaining(r.teamId),
    maxPoints: r.points + POINTS.won * remaining(r.teamId),
  }));
  const rows = base.map((r) => ({ ...r, status: raceStatus(r, base, RACE_PLACES, complete) }));
  const alive = new Set(rows.filter((r) => r.status === 'in' || r.status === 'contending').map((r) => r.teamId));
  const fixtures = open
    .filter((s) => alive.has(s.home.id) || alive.has(s.away.id))
    .sort((a, b) => a.kickoff - b.kickoff || a.ref.raw.id - b.ref.raw.id);
  return { places: RACE_PLACES, complete, rows, fixtures };
}
