import type { MatchSummary } from '../api/index.js';
import { displayStatus } from './match-status.js';

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

/**
 * Every team's last results, oldest first, from the season's matches in date order: one sort
 * and one pass for the whole table, whatever the number of teams.
 */
export function formGuides(matches: readonly MatchSummary[], length = FORM_LENGTH): Map<number, FormResult[]> {
  const dated = matches.map((m) => [Date.parse(m.date ?? ''), m] as const).sort((a, b) => a[0] - b[0]);
  const guides = new Map<number, FormResult[]>();
  for (const [, match] of dated) {
    for (const teamId of [match.participants.homeTeamId, match.participants.awayTeamId]) {
      const result = teamId === null || teamId === undefined ? null : resultFor(match, teamId);
      if (result === null) continue;
      const guide = guides.get(teamId!) ?? [];
      guide.push(result);
      if (guide.length > length) guide.shift();
      guides.set(teamId!, guide);
    }
  }
  return guides;
}

/** One team's last results, oldest first. */
export function formGuide(matches: readonly MatchSummary[], teamId: number, length = FORM_LENGTH): FormResult[] {
  return formGuides(matches, length).get(teamId) ?? [];
}
