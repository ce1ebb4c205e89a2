import type { MatchSummary, SeasonDetail } from '../api/index.js';
import type { FollowSet } from './follow-set.js';
import type { RegionMatch } from './home-view.js';
import { displayStatus } from './match-status.js';
import { matchRow } from './matches-view.js';

/** A scheduled match still counts as next until five minutes after kick-off, as on the region home. */
const NEXT_GRACE_MS = 5 * 60_000;

export const seasonMatches = (season: SeasonDetail): MatchSummary[] =>
  season.phases.flatMap((p) => p.groups.flatMap((g) => g.turns.flatMap((t) => t.matches)));

export const playsIn = (m: MatchSummary, ids: FollowSet) =>
  ids.includes(m.participants.homeTeamId ?? -1) || ids.includes(m.participants.awayTeamId ?? -1);

/**
 * The followed teams' matches on now and each one's next kick-off, across competitions: live first,
 * then by kick-off, a match two followed teams play shown once. Teams that play in none of the
 * seasons simply have no matches here.
 */
export function followedMatches(
  seasons: readonly { region: string; season: SeasonDetail }[],
  ids: FollowSet,
  now: Date,
): RegionMatch[] {
  const found = seasons.flatMap(({ region, season }) =>
    seasonMatches(season)
      .filter((m) => playsIn(m, ids))
      .map((match) => ({ region, match, time: Date.parse(match.date ?? ''), status: displayStatus(match.status) })),
  );
  const live = found.filter((f) => f.status === 'live');
  const ahead = found
    .filter((f) => f.status === 'scheduled' && f.time >= now.getTime() - NEXT_GRACE_MS)
    .sort((a, b) => a.time - b.time);
  const next = ids.flatMap((id) => ahead.find((f) => playsIn(f.match, [id])) ?? []);
  const shown = [...new Set([...live.sort((a, b) => a.time - b.time), ...next.sort((a, b) => a.time - b.time)])];
  return shown.map(({ region, match }) => ({ region, match: matchRow(match, now) }));
}
