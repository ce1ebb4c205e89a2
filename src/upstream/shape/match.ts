import type { MatchSummary, Scores } from '../../shared/api/index.js';
import type { Lang } from '../../shared/config/locales.js';
import type { MatchState } from '../league/snapshot.js';
import { groupName, turnName } from './i18n.js';
import { teamOut } from './people.js';

/** docs/upstream.md Scores: nulls before kick-off, the second half's only once it has started. */
export function scoresOut(s: MatchState) {
  const sc = s.score;
  return {
    homeScore: sc?.home ?? null,
    awayScore: sc?.away ?? null,
    homeScore1T: sc?.home1 ?? null,
    awayScore1T: sc?.away1 ?? null,
    homeScore2T: sc?.home2 ?? null,
    awayScore2T: sc?.away2 ?? null,
    homeScore3T: null,
    awayScore3T: null,
    homeScoreP: s.shootout?.[0] ?? null,
    awayScoreP: s.shootout?.[1] ?? null,
  } satisfies Scores;
}

export function matchSummaryOut(s: MatchState, lang: Lang) {
  const { raw, phase, group, turn } = s.ref;
  return {
    id: raw.id,
    date: new Date(s.kickoff).toISOString(),
    seasonId: raw.seasonId,
    phaseId: phase.id,
    groupId: group.id,
    turnId: turn.id,
    status: s.clock.status,
    currentMinute: s.clock.currentMinute,
    stadiumId: raw.stadiumId,
    participants: {
      homeTeamId: s.home.id,
      awayTeamId: s.away.id,
      homeTeam: teamOut(s.home),
      awayTeam: teamOut(s.away),
    },
    scores: scoresOut(s),
    metaInformation: raw.rolling ? { youtube_url: 'https://www.youtube.com/@KingsLeague/streams' } : null,
    groupName: groupName(group.kind, lang, group.label),
    turnName: turnName(turn.kind, turn.number, lang, group.label).name,
  } satisfies MatchSummary;
}

export type MatchSummaryOut = ReturnType<typeof matchSummaryOut>;
