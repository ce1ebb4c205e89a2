import type { MatchCenterTurn, MatchDetail, MatchSummary, SeasonDetail, Team } from '../../shared/api/index.js';
import {
  anyLacksTeam,
  fillMatchCenter,
  fillMatchDetail,
  fillParticipants,
  fillSeasonDetail,
  lacksTeam,
  seasonMatches,
  type TeamsById,
  teamsById,
} from '../../shared/league/fill-participants.js';
import { missingExtraTeamIds, phasesSharingSeasons } from '../../shared/league/season-teams.js';
import type { LeagueApi } from './api.js';
import { deepFreeze } from './freeze.js';
import type { DataLogger } from './observe.js';

/** A cached team list, or one team asked for on its own: compared by identity. */
type Source = readonly Team[] | Team;

const sameItems = (a: readonly unknown[], b: readonly unknown[]) =>
  a.length === b.length && a.every((item, i) => item === b[i]);

/**
 * The calls that return matches, with the team objects the league API may leave out filled
 * from the season's teams (shared/league/fill-participants.ts). The teams are asked for only
 * when a match lacks one, through the cached calls: each season's list is read once per cache
 * window however many pages need it, and concurrent requests share that read. A list that
 * cannot be read leaves the matches as they came: a side still to be decided beats no page.
 */
export function withMatchTeams(api: LeagueApi, logger: DataLogger): LeagueApi {
  /** Season 13's matches live in season 14's phases and name teams of both (docs/spec.md §9). */
  async function teamSources(seasonId: number): Promise<Source[]> {
    const seasons = phasesSharingSeasons(seasonId);
    const lists = await Promise.allSettled(seasons.map((id) => api.seasonTeams(id)));
    const sources: Source[] = [];
    lists.forEach((list, i) => {
      if (list.status === 'fulfilled') sources.push(list.value);
      else
        logger.warn(
          { seasonId: seasons[i], err: (list.reason as Error).message },
          'season teams unavailable for matches',
        );
    });
    const known = sources.flat();
    const extras = await Promise.allSettled(
      seasons.flatMap((id) => missingExtraTeamIds(id, known)).map((id) => api.team(id)),
    );
    for (const extra of extras) if (extra.status === 'fulfilled') sources.push(extra.value);
    return sources;
  }

  /**
   * Each fill is kept beside the cached value it was made from, while that value and its teams
   * stay the same objects: a view kept per value (the tables) then stays valid too.
   */
  function filler<T extends object>(lacks: (value: T) => boolean, fill: (value: T, teams: TeamsById) => T) {
    const kept = new WeakMap<T, { sources: readonly Source[]; value: T }>();
    // Whether a cached value lacks teams is read once: scanning a season's matches per request added up.
    const lacking = new WeakMap<T, boolean>();
    return async (value: T, seasonId: number): Promise<T> => {
      let missing = lacking.get(value);
      if (missing === undefined) lacking.set(value, (missing = lacks(value)));
      if (!missing) return value;
      const sources = await teamSources(seasonId);
      const before = kept.get(value);
      if (before && sameItems(before.sources, sources)) return before.value;
      const filled = deepFreeze(fill(value, teamsById(sources.flat())));
      kept.set(value, { sources, value: filled });
      return filled;
    };
  }

  const season = filler((detail: SeasonDetail) => anyLacksTeam(seasonMatches(detail)), fillSeasonDetail);
  const matches = filler((list: MatchSummary[]) => anyLacksTeam(list), fillParticipants);
  const center = filler(
    (turns: MatchCenterTurn[]) => turns.some((turn) => anyLacksTeam(turn.matches)),
    fillMatchCenter,
  );
  const detail = filler((match: MatchDetail) => lacksTeam(match.participants), fillMatchDetail);

  return {
    ...api,
    season: async (id, lang) => season(await api.season(id, lang), id),
    teamSeasonMatches: async (teamId, seasonId) => matches(await api.teamSeasonMatches(teamId, seasonId), seasonId),
    matchCenterData: async (seasonId, opts) => center(await api.matchCenterData(seasonId, opts), seasonId),
    liveMatches: async (seasonId, ids) => matches(await api.liveMatches(seasonId, ids), seasonId),
    match: async (id, q) => {
      const match = await api.match(id, q);
      return detail(match, match.season.id);
    },
  };
}
