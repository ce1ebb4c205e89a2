import type { MatchSummary, SeasonDetail } from '../api/index.js';
import { seasonMatches } from './fill-participants.js';
import { FORM_LENGTH, type FormResult, resultFor } from './form.js';
import type { HeadToHeadOf } from './head-to-head.js';
import { type MatchRow, matchRow } from './matches-view.js';
import { tablesView } from './tables-view.js';

/** One result of a club's form, with the match it came from (its card's link). */
export interface FormEntry {
  result: FormResult;
  match: MatchRow;
}

/** A club before kick-off: where it stands in the season's table and its last results, oldest first. */
export interface ClubPreview {
  /** Null when the season has no table or the club is in none of its groups. */
  position: { rank: number; points: number; played: number; group: string | null } | null;
  form: FormEntry[];
}

export interface MatchPreview {
  home: ClubPreview;
  away: ClubPreview;
}

/** A club's last `length` results in the season, played before this match (any, when it has no date), oldest first. */
export function clubForm(
  matches: readonly MatchSummary[],
  teamId: number,
  before: string | null,
  now: Date,
  length = FORM_LENGTH,
): FormEntry[] {
  const until = before === null ? Number.POSITIVE_INFINITY : Date.parse(before);
  return matches
    .filter((m) => m.date !== null && Date.parse(m.date) < until)
    .map((m) => ({ m, result: resultFor(m, teamId) }))
    .filter((x): x is { m: MatchSummary; result: FormResult } => x.result !== null)
    .sort((a, b) => Date.parse(a.m.date!) - Date.parse(b.m.date!))
    .slice(-length)
    .map(({ m, result }) => ({ result, match: matchRow(m, now) }));
}

/**
 * Both clubs as the season the match belongs to shows them: table positions from its standings
 * (the group named only where the table has several) and form from its matches.
 */
export function matchPreview(season: SeasonDetail, of: HeadToHeadOf, now: Date): MatchPreview {
  const { groups } = tablesView(season);
  const matches = seasonMatches(season);
  const club = (teamId: number): ClubPreview => {
    const group = groups.find((g) => g.rows.some((r) => r.teamId === teamId));
    const row = group?.rows.find((r) => r.teamId === teamId);
    return {
      position: row
        ? { rank: row.rank, points: row.points, played: row.played, group: groups.length > 1 ? group!.name : null }
        : null,
      form: clubForm(
        matches.filter((m) => m.id !== of.id),
        teamId,
        of.date,
        now,
      ),
    };
  };
  return { home: club(of.homeId), away: club(of.awayId) };
}
