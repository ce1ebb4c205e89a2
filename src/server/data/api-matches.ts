import * as s from '../../shared/api/index.js';
import { DEFAULT_LANG, type Lang } from '../../shared/config/locales.js';
import { COMPETITION, idPart } from './api-paths.js';
import type { Fetch } from './fetcher.js';

export interface MatchQuery {
  /** Asked while the match is live: a seconds-long cache and the API's live view. */
  live?: boolean;
  competitionId?: number;
  lang?: Lang;
}

/** Match, group, turn and player-season calls of docs/spec.md §7 and docs/upstream.md. */
export function matchCalls(fetch: Fetch) {
  return {
    match: async (id: number, q: MatchQuery = {}) =>
      fetch({
        family: q.live ? 'live' : 'matches',
        path: `${COMPETITION}/matches/${idPart(id, 'Match not found')}`,
        query: { live: q.live ? 'true' : undefined, competitionId: q.competitionId, lang: q.lang ?? DEFAULT_LANG },
        schema: s.matchDetail,
        notFound: 'Match not found',
      }),

    group: async (id: number) =>
      fetch({ family: 'matches', path: `${COMPETITION}/groups/${idPart(id, 'Group not found')}`, schema: s.groupStandings, notFound: 'Group not found' }),

    turn: async (id: number, lang: Lang = DEFAULT_LANG) =>
      fetch({
        family: 'structure', path: `${COMPETITION}/turns/${idPart(id, 'Turn not found')}`, query: { lang }, schema: s.turnInfo, notFound: 'Turn not found',
      }),

    /**
     * An extension of the contract: every player's season stat lines in one call, by player id.
     * A crawl of the player pages then asks for none of them one by one.
     */
    seasonPlayerStats: async (seasonId: number) =>
      fetch({
        family: 'stats',
        path: `${COMPETITION}/seasons/${idPart(seasonId, 'Season not found')}/players/season-stats`,
        schema: s.seasonPlayerStats,
        map: (body): Readonly<Record<number, s.StatLine[]>> => Object.fromEntries(body.players.map((p) => [p.playerId, p.rankings])),
        notFound: 'Season player stats not served',
      }),

    playerSeasonStats: async (playerId: number, seasonId: number) =>
      fetch({
        family: 'stats',
        path: `${COMPETITION}/players/${idPart(playerId, 'Player not found')}/season-data/${idPart(seasonId, 'Season not found')}/stats`,
        schema: s.rankingList,
        map: (body) => body.rankings,
        notFound: 'Player not found',
      }),
  };
}
