import * as z from 'zod';
import * as s from '../../shared/api/index.js';
import { byDate, COMPETITION, idPart } from './api-paths.js';
import type { Fetch } from './fetcher.js';

const TEAM_NOT_FOUND = 'Team not found';
// Schemas are made once: building one per call cost more than the cached read it checks.
const MATCH_SUMMARIES = z.array(s.matchSummary);
const PLAYERS = z.array(s.player);

/** Team-level calls of docs/spec.md §7; a 404 from the team or its seasons is 'Team not found'. */
export function teamCalls(fetch: Fetch) {
  const teamPath = (id: number) => `${COMPETITION}/teams/${idPart(id, TEAM_NOT_FOUND)}`;
  const seasonData = (teamId: number, seasonId: number) =>
    `${teamPath(teamId)}/season-data/${idPart(seasonId, 'Season not found')}`;

  return {
    team: async (id: number) =>
      fetch({ family: 'roster', path: teamPath(id), schema: s.teamDetail, notFound: TEAM_NOT_FOUND }),

    teamSeasons: async (id: number) =>
      fetch({ family: 'structure', path: `${teamPath(id)}/seasons`, schema: s.seasons, notFound: TEAM_NOT_FOUND }),

    teamStaffs: async (id: number) =>
      fetch({ family: 'roster', path: `${teamPath(id)}/staffs`, schema: s.staffList, map: (body) => body.staffs }),

    teamSeasonStaffs: async (teamId: number, seasonId: number) =>
      fetch({
        family: 'roster',
        path: `${seasonData(teamId, seasonId)}/staffs`,
        schema: s.staffList,
        map: (body) => body.staffs,
      }),

    /** docs/spec.md §7: the site shows a team's matches by date; sorted once, before caching. */
    teamSeasonMatches: async (teamId: number, seasonId: number) =>
      fetch({
        family: 'matches',
        path: `${seasonData(teamId, seasonId)}/matches`,
        schema: MATCH_SUMMARIES,
        map: byDate,
      }),

    teamSeasonStats: async (teamId: number, seasonId: number) =>
      fetch({
        family: 'stats',
        path: `${seasonData(teamId, seasonId)}/stats`,
        schema: s.rankingList,
        map: (body) => body.rankings,
      }),

    teamSeasonPlayers: async (teamId: number, seasonId: number) =>
      fetch({ family: 'roster', path: `${seasonData(teamId, seasonId)}/players`, schema: PLAYERS }),
  };
}
