import type { RawSeason, RawTeam } from '../data/types.js';
import { notFound } from '../http/errors.js';
import { parseId } from '../http/params.js';
import type { League } from '../league/league.js';
import type { Snapshot } from '../league/snapshot.js';

/** What every route reads: the league and the clock (injected, so tests can move time). */
export interface RouteContext {
  league: League;
  clock: () => Date;
  /** The clock when the app was built: the rolling fixtures kick off from there. */
  startedAt: number;
}

export const snapshotOf = (ctx: RouteContext): Snapshot => ctx.league.at(ctx.clock().getTime(), ctx.startedAt);

export function seasonParam(snap: Snapshot, value: string | undefined): RawSeason {
  const season = snap.model.seasons.get(parseId(value, 'season id'));
  if (!season) throw notFound('Season not found');
  return season;
}

export function teamParam(snap: Snapshot, value: string | undefined): RawTeam {
  const team = snap.model.teams.get(parseId(value, 'team id'));
  if (!team) throw notFound('Team not found');
  return team;
}

export interface IdParams {
  id: string;
}
