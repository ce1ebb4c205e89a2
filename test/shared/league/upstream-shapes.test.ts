import { describe, expect, it } from 'vitest';
import type { MatchEvent, MatchSummary, Phase, SeasonDetail } from '../../../src/shared/api/index.js';
import { goalsFromEvents, sortEvents } from '../../../src/shared/league/events.js';
import { legendFor, toLegend } from '../../../src/shared/league/legends.js';
import { minuteLabel } from '../../../src/shared/league/minute.js';
import { playoffPhase, standingsPhase } from '../../../src/shared/league/phases.js';
import { currentSeason } from '../../../src/shared/league/seasons.js';
import { isTracked } from '../../../src/shared/league/soon.js';

/** The rules read the full docs/upstream.md shapes, as the data layer will hand them over. */
const HOME = 181;
const AWAY = 184;
const match: MatchSummary = {
  id: 1704,
  date: '2025-04-06T14:00:00.000Z',
  seasonId: 35,
  phaseId: 1,
  groupId: 1,
  turnId: 1,
  status: 'inPlay2H',
  currentMinute: 41,
  stadiumId: null,
  participants: { homeTeamId: HOME, awayTeamId: AWAY },
  scores: null,
  metaInformation: null,
};

function event(n: number, half: number, matchSecond: number, teamId: number, codes: string): MatchEvent {
  return {
    id: `KL_1704_${n}`,
    matchId: 1704,
    half,
    second: null,
    matchSecond,
    teamId,
    playerId: null,
    opponentTeamId: null,
    opponentPlayerId: null,
    parameterAppString: codes,
    videoSecond: null,
  };
}

const events = [
  event(3, 2, 2460, AWAY, ',GOL,TIR,TIR-S,'),
  event(1, 1, 300, HOME, ',GOL,TIR,TIR-S,'),
  event(4, 2, 1500, AWAY, ',GOL,GOL-OG,'),
  event(2, 1, 1230, HOME, ',CRT-G,'),
];

describe('a match detail read end to end', () => {
  it('orders the events and labels their minutes', () => {
    const labels = sortEvents(events).map((e) => `${e.id}@${minuteLabel({ ...e, level: 1 })}`);
    expect(labels).toEqual(['KL_1704_1@5', 'KL_1704_2@20+1', 'KL_1704_4@25', 'KL_1704_3@40+1']);
  });

  it('counts the score with the own goal flipped', () => {
    expect(goalsFromEvents(events, match)).toEqual({ home: 2, away: 1 });
  });

  it('tracks the live match', () => {
    expect(isTracked(match, new Date('2025-04-06T18:00:00.000Z'))).toBe(true);
  });
});

describe('a season read end to end', () => {
  const phase = (id: number, hasStandings: boolean): Phase => ({
    id,
    name: `P${id}`,
    displayName: null,
    groups: [{ id, name: 'A', hasStandings, standings: [], turns: [] }],
  });
  const season = (
    id: number,
    isCurrent: boolean | null,
    finish: string | null,
    legend: { color: string; placement: string }[] | null,
  ): SeasonDetail => ({
    id,
    competitionId: 21,
    seasonClusterId: 1,
    name: `S${id}`,
    displayName: null,
    start: null,
    finish,
    finished: null,
    isCurrent,
    image: null,
    winnerTeamId: null,
    metaInformation: {
      position_legend: legend,
      secondary_position_legend: null,
      stats_partner: null,
      season_partners: null,
      best_goalkeeper_id: null,
    },
    phases: [phase(1, true), phase(2, false)],
  });
  const seasons = [
    season(34, false, '2024-12-01T00:00:00.000Z', null),
    season(35, null, '2025-06-01T00:00:00.000Z', [{ color: 'green', placement: 'playoff:semifinal' }]),
  ];

  it('finds the current season, its phases and its legend', () => {
    const current = currentSeason(seasons);
    expect(current?.id).toBe(35);
    expect(standingsPhase(current)?.id).toBe(1);
    expect(playoffPhase(current)?.id).toBe(2);
    const legend = toLegend(current?.metaInformation?.position_legend);
    expect(legendFor(legend, 0)).toEqual([{ color: 'green', placement: 'playoff:semifinal' }]);
  });
});
