import type { MatchSummary } from '../api/index.js';
import type { RegionSlug } from '../config/regions.js';
import { displayStatus } from './match-status.js';
import { type MatchRow, matchRow } from './matches-view.js';

/** One club's record in the meetings: shoot-out results apart from wins and defeats in play. */
export interface HeadToHeadRecord {
  wins: number;
  shootoutWins: number;
  draws: number;
  shootoutDefeats: number;
  defeats: number;
  goals: number;
}

/** An earlier meeting as a card, with the region whose pages hold it (its link). */
export interface Meeting {
  row: MatchRow;
  region: RegionSlug;
}

export interface HeadToHead {
  /** Newest first. */
  meetings: Meeting[];
  /** This match's home club's record, then its away club's, over the meetings. */
  home: HeadToHeadRecord;
  away: HeadToHeadRecord;
}

/** The match the meetings come before. */
export interface HeadToHeadOf {
  id: number;
  date: string | null;
  homeId: number;
  awayId: number;
}

const emptyRecord = (): HeadToHeadRecord => ({
  wins: 0,
  shootoutWins: 0,
  draws: 0,
  shootoutDefeats: 0,
  defeats: 0,
  goals: 0,
});

/** A finished meeting of the two clubs, played before this match (any meeting, when it has no date yet). */
function isEarlierMeeting(m: MatchSummary, of: HeadToHeadOf): boolean {
  const ids = [m.participants.homeTeamId, m.participants.awayTeamId];
  if (m.id === of.id || !ids.includes(of.homeId) || !ids.includes(of.awayId) || of.homeId === of.awayId) return false;
  if (displayStatus(m.status) !== 'ended' || m.scores?.homeScore == null || m.scores.awayScore == null) return false;
  if (of.date === null) return true;
  return m.date !== null && Date.parse(m.date) < Date.parse(of.date);
}

/** Adds one meeting to both records, seen from each club's side. */
function count(own: HeadToHeadRecord, other: HeadToHeadRecord, goals: [number, number], shootout: [number, number]) {
  own.goals += goals[0];
  other.goals += goals[1];
  const [winner, loser] = goals[0] > goals[1] ? [own, other] : [other, own];
  if (goals[0] !== goals[1]) {
    winner.wins++;
    loser.defeats++;
    return;
  }
  // A level match the data gives no (or a level) shoot-out for is a draw.
  if (shootout[0] === shootout[1]) {
    own.draws++;
    other.draws++;
    return;
  }
  const [sWinner, sLoser] = shootout[0] > shootout[1] ? [own, other] : [other, own];
  sWinner.shootoutWins++;
  sLoser.shootoutDefeats++;
}

/**
 * The two clubs' earlier finished meetings among `matches` (one club's matches over its seasons;
 * a match listed twice counts once), each with the region of its competition, and each club's record.
 */
export function headToHead(
  matches: readonly MatchSummary[],
  of: HeadToHeadOf,
  regionOf: (seasonId: number) => RegionSlug | undefined,
  now: Date,
): HeadToHead {
  const home = emptyRecord();
  const away = emptyRecord();
  const seen = new Set<number>();
  const meetings: Meeting[] = [];
  const earlier = matches
    .filter((m) => isEarlierMeeting(m, of))
    .sort((a, b) => Date.parse(b.date ?? '') - Date.parse(a.date ?? ''));
  for (const m of earlier) {
    const region = regionOf(m.seasonId);
    if (seen.has(m.id) || region === undefined) continue;
    seen.add(m.id);
    const s = m.scores!;
    const atHome = m.participants.homeTeamId === of.homeId;
    const goals: [number, number] = atHome ? [s.homeScore!, s.awayScore!] : [s.awayScore!, s.homeScore!];
    const pens: [number, number] = [s.homeScoreP ?? 0, s.awayScoreP ?? 0];
    count(home, away, goals, atHome ? pens : [pens[1], pens[0]]);
    meetings.push({ row: matchRow(m, now), region });
  }
  return { meetings, home, away };
}
