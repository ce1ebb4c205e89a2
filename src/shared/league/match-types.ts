/** Match shapes from UPSTREAM.md; see types.ts for the conventions. */
import type { MatchStatus } from './match-status.js';
import type { Season } from './season-types.js';
import type { Image, Team } from './types.js';

export interface Scores {
  homeScore: number | null;
  awayScore: number | null;
  homeScore1T: number | null;
  awayScore1T: number | null;
  homeScore2T: number | null;
  awayScore2T: number | null;
  homeScore3T: number | null;
  awayScore3T: number | null;
  /** Shoot-out; a drawn match is decided by it. */
  homeScoreP: number | null;
  awayScoreP: number | null;
}

export interface MatchSummary {
  id: number;
  date: string | null;
  seasonId: number;
  phaseId: number | null;
  groupId: number | null;
  turnId: number | null;
  status: MatchStatus | null;
  currentMinute: number | null;
  stadiumId: number | null;
  participants: { homeTeamId: number | null; awayTeamId: number | null; homeTeam?: Team | null; awayTeam?: Team | null };
  scores: Scores | null;
  metaInformation: { youtube_url?: string | null } | null;
  groupName?: string | null;
  turnName?: string | null;
}

export interface MatchEvent {
  /** "KL_<matchId>_<n>" */
  id: string;
  matchId: number;
  half: number | null;
  second: number | null;
  /** Clock from kick-off; the second half starts at 1200. */
  matchSecond: number | null;
  teamId: number | null;
  playerId: number | null;
  opponentTeamId: number | null;
  opponentPlayerId: number | null;
  /** Comma-separated codes with a leading and trailing comma; read with hasCode. */
  parameterAppString: string | null;
  videoSecond: number | null;
}

export interface Durations {
  duration: number | null;
  duration1T: number | null;
  duration2T: number | null;
  duration3T: number | null;
  durationP: number | null;
}

export interface Halfs {
  halfNumber: number | null;
  halfDuration: number | null;
  halfExtraTimeNumber: number | null;
  halfExtraTimeDuration: number | null;
}

export interface TeamStats {
  teamId: number;
  teamStats: { id: number; total: number; total1T: number | null; total2T: number | null; parameterCode: string }[];
  players: { playerId: number; playerStats: { parameterCode: string; total: number; minutes: number | null }[] }[];
}

export interface MatchDetail extends MatchSummary {
  season: Season;
  durations: Durations | null;
  halfs: Halfs | null;
  stadium: { name: string; image: Image; countryId: number | null; country: unknown } | null;
  events: MatchEvent[];
  stats: { homeTeam: TeamStats; awayTeam: TeamStats } | null;
}
