import { displayStatus } from './match-status.js';
import type { MatchSummary } from './match-types.js';

/** A result as the form guide shows it: win, shoot-out win, shoot-out loss, loss. */
export type FormResult = 'W' | 'WP' | 'LP' | 'L';
export const FORM_LENGTH = 5;

/** The team's result in an ended match; null when it did not play or the match is not over. */
export function resultFor(match: MatchSummary, teamId: number): FormResult | null {
  const { homeTeamId, awayTeamId } = match.participants;
  const s = match.scores;
  if (displayStatus(match.status) !== 'ended' || !s || s.homeScore === null || s.awayScore === null) return null;
  if (teamId !== homeTeamId && teamId !== awayTeamId) return null;
  const home = teamId === homeTeamId;
  const [own, other] = home ? [s.homeScore, s.awayScore] : [s.awayScore, s.homeScore];
  if (own !== other) return own > other ? 'W' : 'L';
  const [ownP, otherP] = home ? [s.homeScoreP ?? 0, s.awayScoreP ?? 0] : [s.awayScoreP ?? 0, s.homeScoreP ?? 0];
  return ownP > otherP ? 'WP' : 'LP';
}

/** The last results of a team, oldest first, from the season's matches in date order. */
export function formGuide(matches: readonly MatchSummary[], teamId: number, length = FORM_LENGTH): FormResult[] {
  const results = [...matches]
    .sort((a, b) => Date.parse(a.date ?? '') - Date.parse(b.date ?? ''))
    .map((m) => resultFor(m, teamId))
    .filter((r): r is FormResult => r !== null);
  return results.slice(-length);
}
