import type { Edition, RawCluster, RawCompetition, RawMatch, RawSeason } from '../data/types.js';
import { FINALISSIMA } from './plan.js';
import { type Counters, WEEK } from './schedule.js';

/** The final of a season: the one match of its last knockout round. */
function finalOf(season: RawSeason): RawMatch {
  const final = season.phases.flatMap((p) => p.groups).find((g) => g.kind === 'final')?.turns[0]?.matches[0];
  if (!final) throw new Error(`season ${season.id} has no final`);
  return final;
}

/**
 * The Finalissima's competition, clusters and one season per edition, each a single final. The
 * current edition's sides are the winners of the finals of the leagues' previous seasons, known
 * only when the API runs (their results are simulated then), so its team list stays empty.
 */
export function buildFinalissima(seasons: readonly RawSeason[], counters: Counters) {
  const f = FINALISSIMA;
  const competition: RawCompetition = {
    id: f.id,
    name: f.name,
    gender: f.gender,
    countryId: null,
    visible: true,
    region: f.region,
  };
  const clusters: RawCluster[] = f.clusters.map((id, e) => ({
    id,
    region: f.region,
    edition: e === 0 ? 'previous' : 'current',
  }));
  const champions = f.current.champions.map((id) => {
    const season = seasons.find((s) => s.id === id);
    if (!season) throw new Error(`the Finalissima needs season ${id}`);
    return finalOf(season);
  });
  const editions: [Edition, RawMatch][] = [
    [
      'previous',
      {
        id: f.matchIds[0],
        seasonId: f.seasons[0],
        home: f.previous.home,
        away: f.previous.away,
        minute: f.minute - f.previous.weeksBefore * WEEK,
        stadiumId: f.previous.stadiumId,
      },
    ],
    [
      'current',
      {
        id: f.matchIds[1],
        seasonId: f.seasons[1],
        home: 58,
        away: 58,
        minute: f.minute,
        stadiumId: f.current.stadiumId,
        homeFrom: { winnerOf: champions[0]!.id },
        awayFrom: { winnerOf: champions[1]!.id },
      },
    ],
  ];
  const out: RawSeason[] = editions.map(([edition, match], e) => {
    const teamIds = edition === 'previous' ? [match.home, match.away] : [];
    return {
      id: match.seasonId,
      competitionId: f.id,
      clusterId: f.clusters[e]!,
      edition,
      teamIds,
      listedTeamIds: teamIds,
      phasesFrom: null,
      legend: 'object',
      partners: false,
      phases: [
        {
          id: counters.phase++,
          kind: 'playoff',
          groups: [
            {
              id: counters.group++,
              kind: 'final',
              hasStandings: false,
              turns: [{ id: counters.turn++, number: 1, kind: 'final', matches: [match] }],
            },
          ],
        },
      ],
    };
  });
  return { competition, clusters, seasons: out };
}
