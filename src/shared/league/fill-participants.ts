/**
 * The league API guarantees a match's team ids, not its team objects (docs/upstream.md, Match
 * summary): a list may name its teams by id only. These fill the missing objects from the
 * season's teams, placeholders included. A side whose id the season does not know stays
 * without a team, for the views to say it is still to be decided. Whatever needs no filling is
 * handed back as it came, the same object, so views kept per cached value stay valid.
 */
import type { MatchCenterTurn, MatchDetail, MatchSummary, SeasonDetail, Team, TeamWithPlayers } from '../api/index.js';

export type TeamsById = ReadonlyMap<number, Team>;

interface Sides<T> {
  homeTeamId: number | null;
  awayTeamId: number | null;
  homeTeam?: T | null | undefined;
  awayTeam?: T | null | undefined;
}

/** The first team of an id wins: the season's own list comes before the lists it shares phases with. */
export function teamsById(teams: Iterable<Team>): Map<number, Team> {
  const byId = new Map<number, Team>();
  for (const team of teams) if (!byId.has(team.id)) byId.set(team.id, team);
  return byId;
}

/** Whether a side is named by its id alone. */
export function lacksTeam(p: Sides<unknown>): boolean {
  return (p.homeTeamId !== null && !p.homeTeam) || (p.awayTeamId !== null && !p.awayTeam);
}

export function anyLacksTeam(matches: Iterable<{ participants: Sides<unknown> }>): boolean {
  for (const match of matches) if (lacksTeam(match.participants)) return true;
  return false;
}

function fillSides<P extends Sides<T>, T>(p: P, find: (id: number) => T | undefined): P {
  const home = p.homeTeam || p.homeTeamId === null ? undefined : find(p.homeTeamId);
  const away = p.awayTeam || p.awayTeamId === null ? undefined : find(p.awayTeamId);
  if (!home && !away) return p;
  return { ...p, ...(home && { homeTeam: home }), ...(away && { awayTeam: away }) };
}

/** The list itself when `fill` changed none of its items. */
function mapSame<T>(items: T[], fill: (item: T) => T): T[] {
  let changed = false;
  const out = items.map((item) => {
    const next = fill(item);
    changed ||= next !== item;
    return next;
  });
  return changed ? out : items;
}

export function fillMatch<M extends MatchSummary>(match: M, teams: TeamsById): M {
  const participants = fillSides(match.participants, (id) => teams.get(id));
  return participants === match.participants ? match : { ...match, participants };
}

export function fillParticipants<M extends MatchSummary>(matches: M[], teams: TeamsById): M[] {
  return mapSame(matches, (match) => fillMatch(match, teams));
}

export function seasonMatches(season: SeasonDetail): MatchSummary[] {
  return season.phases.flatMap((p) => p.groups.flatMap((g) => g.turns.flatMap((t) => t.matches)));
}

/** The season with every match of every phase, group and turn filled. */
export function fillSeasonDetail(season: SeasonDetail, teams: TeamsById): SeasonDetail {
  const phases = mapSame(season.phases, (phase) => {
    const groups = mapSame(phase.groups, (group) => {
      const turns = mapSame(group.turns, (turn) => {
        const matches = fillParticipants(turn.matches, teams);
        return matches === turn.matches ? turn : { ...turn, matches };
      });
      return turns === group.turns ? group : { ...group, turns };
    });
    return groups === phase.groups ? phase : { ...phase, groups };
  });
  return phases === season.phases ? season : { ...season, phases };
}

export function fillMatchCenter(turns: MatchCenterTurn[], teams: TeamsById): MatchCenterTurn[] {
  return mapSame(turns, (turn) => {
    const matches = fillParticipants(turn.matches, teams);
    return matches === turn.matches ? turn : { ...turn, matches };
  });
}

/** A detail's team carries its squad; one known only from the season's list comes without. */
export function fillMatchDetail(match: MatchDetail, teams: TeamsById): MatchDetail {
  const participants = fillSides<MatchDetail['participants'], TeamWithPlayers>(match.participants, (id) => {
    const team = teams.get(id);
    return team && { ...team, players: [], lineups: [] };
  });
  return participants === match.participants ? match : { ...match, participants };
}
