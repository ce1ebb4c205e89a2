import type { DataLayer } from '../../src/server/data/index.js';
import { matchDetail, SEASON } from './league-fixtures.js';

/** A data layer that answers from fixtures, or fails as told. */
export function fakeData(fail?: Error, options: { live?: boolean } = {}): DataLayer {
  let polls = 0;
  const seasons = [{ ...SEASON, id: 13, name: 'Split 1', displayName: null }, SEASON];
  return {
    competition: {
      season: async () => {
        if (fail) throw fail;
        return {
          clusters: [{ id: 1, name: 'Temporada', isCurrent: true, finish: null, seasons }],
          seasons,
          season: SEASON,
          stale: false,
        };
      },
      load: async () => {
        if (fail) throw fail;
        return { seasons, season: SEASON };
      },
      seasonDetail: async (id: number) => ({
        ...SEASON,
        id,
        displayName: id === 13 ? 'Split 1 2026' : SEASON.displayName,
      }),
    },
    news: {
      list: async () => ({
        posts: [{ id: 1, slug: 'arranca-la-jornada', title: 'Arranca la jornada', date: '2026-10-08T10:00:00.000Z' }],
        page: 1,
        perPage: 4,
        total: 1,
        totalPages: 1,
      }),
    },
    api: {
      turn: async (id: number, lang: string) => ({
        id,
        name: `${lang === 'es' ? 'Jornada' : 'Matchday'} ${id}`,
        shortName: null,
        start: null,
        finish: null,
      }),
      // The fixtures' final names both its teams: no side needs to say where it comes from.
      seasonBracket: async (id: number) => ({ seasonId: id, rounds: [] }),
      // Neither club has played before in the fixtures: the match page finds no earlier meeting.
      teamSeasons: async () => [SEASON],
      teamSeasonMatches: async () => [],
      topCards: async () => [{ total: 4, player: { jerseyName: 'Defender', team: { name: 'T2' } } }],
      playerStats: async () => ({
        rankings: [{ total: 7, player: { jerseyName: 'Striker', team: { name: 'T1' } } }],
        total: 1,
      }),
      match: async (id: number) => {
        if (fail) throw fail;
        const detail = matchDetail(options.live ? 'inPlay2H' : 'ended');
        // A live match scores once it has been asked for a second time.
        const home = (detail.scores!.homeScore ?? 0) + (options.live && polls++ > 0 ? 1 : 0);
        return { ...detail, id, currentMinute: 31, scores: { ...detail.scores!, homeScore: home } };
      },
    },
    close: async () => {},
    ping: async () => true,
  } as unknown as DataLayer;
}

/** A data layer that answers from fixtures until the test makes it fail. */
export function dataThatFails(): { data: DataLayer; startFailing: (error: Error) => void } {
  let current = fakeData();
  const data = new Proxy({} as DataLayer, { get: (_target, key) => current[key as keyof DataLayer] });
  return { data, startFailing: (error) => void (current = fakeData(error)) };
}
