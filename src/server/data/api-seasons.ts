import * as z from 'zod';
import * as s from '../../shared/api/index.js';
import type { Gender } from '../../shared/config/contexts.js';
import { DEFAULT_LANG, type Lang } from '../../shared/config/locales.js';
import { filterPlayerStatsByGender, topStats } from '../../shared/league/player-stats.js';
import { mappedOnce } from '../../shared/memo.js';
import { COMPETITION, codePart, idPart } from './api-paths.js';
import type { Fetch } from './fetcher.js';

// Schemas are made once: building one per call cost more than the cached read it checks.
const TEAMS = z.array(s.team);
const PLAYERS_WITH_TEAM = z.array(s.playerWithTeam);

/** The teaser's top of a cached ranking, the same array while the ranking is cached. */
const topOf = mappedOnce((rows: readonly s.Ranking[]) => topStats(rows));

export type SortOrder = 'ASC' | 'DESC';

export interface PlayerStatsQuery {
  orderBy?: string;
  sortOrder?: SortOrder;
  pageSize?: number;
  page?: number;
  /** Further codes each line reports, as `withStats` (docs/upstream-extensions.md). */
  withCodes?: readonly string[];
}

/** A table as the first-pages call names it: its code, then the further codes its lines report. */
export const tableName = (code: string, withCodes: readonly string[]): string => [code, ...withCodes].join(':');

export type TeamStatsQuery = Pick<PlayerStatsQuery, 'orderBy' | 'sortOrder' | 'withCodes'>;

/** Season-level calls of docs/spec.md §7. Player lists and stats keep to the context's genders (§5). */
export function seasonCalls(fetch: Fetch, contextGenders: readonly Gender[]) {
  const seasonPath = (id: number) => `${COMPETITION}/seasons/${idPart(id, 'Season not found')}`;
  const byGender = (page: s.PlayerStatsPage): s.PlayerStatsPage => ({
    ...page,
    rankings: filterPlayerStatsByGender(page.rankings, contextGenders),
  });

  /**
   * The discipline ranking of `/api/stats` (docs/spec.md §7): yellow cards, ties broken by red
   * ones, every line of the context's genders. It may be ordered by `CRT-R` as well.
   */
  const discipline = async (
    seasonId: number,
    q: { orderBy: string; sortOrder: SortOrder },
    ctxGenders: readonly Gender[] = contextGenders,
  ) =>
    fetch({
      family: 'stats',
      path: '/api/stats',
      query: {
        ctxGenders,
        season: idPart(seasonId, 'Season not found'),
        type: 'players',
        mainCode: 'CRT-G',
        secondaryCodes: 'CRT-R',
        orderBy: q.orderBy,
        sortOrder: q.sortOrder,
      },
      schema: s.rankings,
      map: (rows) => filterPlayerStatsByGender(rows, ctxGenders),
    });

  return {
    seasonClusters: async (genders: readonly Gender[] = contextGenders, competitions: readonly number[] = []) =>
      fetch({
        family: 'structure',
        path: `${COMPETITION}/season-clusters`,
        query: { genders, competitions },
        schema: s.seasonClusters,
      }),

    season: async (id: number, lang: Lang = DEFAULT_LANG) =>
      fetch({
        family: 'season',
        path: seasonPath(id),
        query: { lang },
        schema: s.seasonDetail,
        notFound: 'Season not found',
      }),

    seasonTeams: async (id: number) => fetch({ family: 'roster', path: `${seasonPath(id)}/teams`, schema: TEAMS }),

    /**
     * Asked in the API's default language, named as the contract lists it: no field the site shows
     * from it has another, so every page language shares one copy
     * (docs/decisions/0050-language-free-player-list.md, 0081-small-fixes.md).
     */
    seasonPlayers: async (
      id: number,
      opts: { ctxGenders?: readonly Gender[]; categories?: readonly s.PlayerCategory[] } = {},
    ) =>
      fetch({
        family: 'roster',
        path: `${seasonPath(id)}/players`,
        query: { lang: DEFAULT_LANG, ctxGenders: opts.ctxGenders ?? contextGenders, categories: opts.categories },
        schema: PLAYERS_WITH_TEAM,
      }),

    /**
     * An extension of the contract: the seasons a player belongs to, each with the player as that
     * season's list gives them, kept to the context's genders. One call instead of every region's list.
     */
    playerSeasons: async (playerId: number, ctxGenders: readonly Gender[] = contextGenders) =>
      fetch({
        family: 'roster',
        path: `${COMPETITION}/players/${idPart(playerId, 'Player not found')}/season-data`,
        query: { ctxGenders },
        schema: s.playerSeasonList,
        map: (body) => body.seasons,
        notFound: 'Player seasons not served',
      }),

    /** An extension of the contract: every team's staff of a season in one call. */
    seasonStaffs: async (id: number) =>
      fetch({
        family: 'roster',
        path: `${seasonPath(id)}/staffs`,
        schema: s.seasonStaffList,
        map: (body) => body.staffs,
        notFound: 'Season staff not served',
      }),

    turnPlayers: async (id: number, lang: Lang = DEFAULT_LANG) =>
      fetch({
        family: 'season',
        path: `${seasonPath(id)}/players/turn-players`,
        query: { lang },
        schema: s.turnPlayers,
      }),

    /** A season's table of one stat code; a 404 is a table this season does not have. */
    playerStats: async (seasonId: number, code: string, q: PlayerStatsQuery = {}) =>
      fetch({
        family: 'stats',
        path: `${seasonPath(seasonId)}/players/stats/${codePart(code)}`,
        query: {
          orderBy: q.orderBy,
          sortOrder: q.sortOrder,
          pageSize: q.pageSize,
          page: q.page,
          ctxGenders: contextGenders,
          withCodes: q.withCodes,
        },
        schema: s.playerStatsPage,
        map: byGender,
        notFound: 'Statistic not found',
      }),

    teamStats: async (seasonId: number, code: string, q: TeamStatsQuery = {}) =>
      fetch({
        family: 'stats',
        path: `${seasonPath(seasonId)}/teams/stats/${codePart(code)}`,
        query: { orderBy: q.orderBy, sortOrder: q.sortOrder, withCodes: q.withCodes },
        schema: s.teamStatsPage,
        notFound: 'Statistic not found',
      }),

    /**
     * An extension of the contract: the first page of several tables in ranking order in one
     * call, each as its own call gives it, by table (`tableName`); null where a table does not
     * exist. The statistics overview's cards: one call instead of one per card.
     */
    statsFirstPages: async (
      seasonId: number,
      tables: { players: readonly string[]; teams: readonly string[] },
      pageSize: number,
    ) =>
      fetch({
        family: 'stats',
        path: `${seasonPath(seasonId)}/stats/first-pages`,
        query: { ctxGenders: contextGenders, pageSize, players: tables.players, teams: tables.teams },
        schema: s.statsFirstPages,
        map: (body) => ({
          players: Object.fromEntries(body.players.map((t) => [t.table, t.page && byGender(t.page)])) as Readonly<
            Record<string, s.PlayerStatsPage | null>
          >,
          teams: Object.fromEntries(body.teams.map((t) => [t.table, t.page])) as Readonly<
            Record<string, s.TeamStatsPage | null>
          >,
        }),
        notFound: 'Statistics tables not served',
      }),

    matchCenterData: async (seasonId: number, opts: { lang?: Lang; teamId?: number } = {}) =>
      fetch({
        family: 'matches',
        path: `${seasonPath(seasonId)}/match-center-data`,
        query: { lang: opts.lang ?? DEFAULT_LANG, teamId: opts.teamId },
        schema: s.matchCenterData,
      }),

    /** docs/spec.md §7: the teaser's top 3 of the discipline ranking (the one cached list both read). */
    topCards: async (seasonId: number, ctxGenders: readonly Gender[] = contextGenders) =>
      topOf(await discipline(seasonId, { orderBy: 'ranking', sortOrder: 'ASC' }, ctxGenders)),

    discipline,
  };
}
