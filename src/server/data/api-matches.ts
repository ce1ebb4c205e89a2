import * as z from 'zod';
import * as s from '../../shared/api/index.js';
import { DEFAULT_LANG, type Lang } from '../../shared/config/locales.js';
import { displayStatus, isSettled } from '../../shared/league/match-status.js';
import { MATCH_SOON_BEFORE_MIN } from '../../shared/league/soon.js';
import { byDateOf, COMPETITION, idPart } from './api-paths.js';
import type { Fetch } from './fetcher.js';
import { type Family, POLICIES } from './policies.js';

const SUMMARIES = z.array(s.matchSummary);

export interface MatchQuery {
  /** Asked while the match may be live: a seconds-long cache and the API's live view, until it is settled. */
  live?: boolean;
  competitionId?: number;
}

/** How long a copy of the match as the match page reads it stays fresh, then stale, at most. */
const MATCHES_SPAN_MS = POLICIES.matches.ttlMs + POLICIES.matches.staleWhileRevalidateMs;

/**
 * A match read from the live view keeps for seconds while it may move: in play, about to start,
 * or with no date to tell. Settled, or not started and due later than the soon window (docs/spec.md
 * §9) plus the whole life of a match copy, it keeps as long as the other match data: no copy of it
 * is still served when the soon window opens.
 */
export function matchKeptAs(detail: Pick<s.MatchDetail, 'status' | 'date'>, now: number): Family {
  if (isSettled(detail.status)) return 'matches';
  const ahead = detail.date === null ? Number.NaN : Date.parse(detail.date) - now;
  return displayStatus(detail.status) === 'scheduled' && ahead > MATCH_SOON_BEFORE_MIN * 60_000 + MATCHES_SPAN_MS
    ? 'matches'
    : 'live';
}

/** Match, group, turn and player-season calls of docs/spec.md §7 and docs/upstream.md. */
export function matchCalls(fetch: Fetch) {
  return {
    /**
     * Read in the API's default language for every page language: what the site shows of a match
     * has none but its turn's name, which the turn call gives per language
     * (docs/decisions/0057-one-match-detail-for-all-languages.md). A settled match keeps as long
     * as the other match data, a live one for seconds.
     */
    match: async (id: number, q: MatchQuery = {}) =>
      fetch<typeof s.matchDetail>({
        family: q.live ? 'live' : 'matches',
        path: `${COMPETITION}/matches/${idPart(id, 'Match not found')}`,
        query: { live: q.live ? 'true' : undefined, competitionId: q.competitionId, lang: DEFAULT_LANG },
        schema: s.matchDetail,
        notFound: 'Match not found',
        keptAs: q.live ? matchKeptAs : undefined,
      }),

    /**
     * An extension of the contract: several of a season's matches from the API's live view in one
     * call, by id, as its fixtures list them (the league's front pages read every match on now).
     * Like `match`, in the API's default language; an id it does not answer is left out.
     */
    liveMatches: async (seasonId: number, ids: readonly number[]) =>
      fetch({
        family: 'live',
        path: `${COMPETITION}/seasons/${idPart(seasonId, 'Season not found')}/matches`,
        query: { ids, live: 'true', lang: DEFAULT_LANG },
        schema: SUMMARIES,
        notFound: 'Season matches not served',
      }),

    group: async (id: number) =>
      fetch({
        family: 'matches',
        path: `${COMPETITION}/groups/${idPart(id, 'Group not found')}`,
        schema: s.groupStandings,
        notFound: 'Group not found',
      }),

    turn: async (id: number, lang: Lang = DEFAULT_LANG) =>
      fetch({
        family: 'structure',
        path: `${COMPETITION}/turns/${idPart(id, 'Turn not found')}`,
        query: { lang },
        schema: s.turnInfo,
        notFound: 'Turn not found',
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
        map: (body): Readonly<Record<number, s.StatLine[]>> =>
          Object.fromEntries(body.players.map((p) => [p.playerId, p.rankings])),
        notFound: 'Season player stats not served',
      }),

    /** An extension of the contract: the season's matches the player took part in, by kick-off. */
    playerSeasonMatches: async (playerId: number, seasonId: number) =>
      fetch({
        family: 'matches',
        path: `${COMPETITION}/players/${idPart(playerId, 'Player not found')}/season-data/${idPart(seasonId, 'Season not found')}/matches`,
        schema: s.playerMatches,
        map: (body) => byDateOf(body.matches, (m) => m.match.date),
        notFound: 'Player matches not served',
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
