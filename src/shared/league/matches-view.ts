import type { MatchSummary, SeasonDetail } from '../api/index.js';
import { lastMade, mappedOnce } from '../memo.js';
import { clockStep, listClockStep } from './clock-step.js';
import { hasMatchPage } from './match-page.js';
import { displayStatus, type ShownStatus } from './match-status.js';
import { mediaUrl } from './media.js';
import { isPlaceholderTeam, shownTeam } from './season-teams.js';
import { teamSlug } from './slug.js';
import { isStartingSoon } from './soon.js';

/** A side the league data names no team for (an id the season does not know) has no name, short name or slug. */
export interface MatchSide {
  id: number | null;
  /** Null: the page says the side is still to be decided (no team, or a stand-in's). */
  name: string | null;
  shortName: string | null;
  /** The side's part of the match's address; without it the match is not linked. */
  slug: string | null;
  /** A stand-in for a qualifier not known yet (docs/spec.md §9): it has no team page. */
  placeholder: boolean;
  color: string | null;
  logo: string | null;
  score: number | null;
  shootout: number | null;
}

export interface MatchRow {
  id: number;
  date: string | null;
  status: ShownStatus;
  soon: boolean;
  minute: number | null;
  hasPage: boolean;
  home: MatchSide;
  away: MatchSide;
}

export interface MatchesView {
  turns: { id: number; name: string }[];
  turnId: number | null;
  turnName: string | null;
  matches: MatchRow[];
}

/**
 * A stand-in shows nothing of itself (`shownTeam`): the page says "to be decided" in its own
 * words. The match's address still carries the stand-in's slug until the side has its team.
 */
function side(match: MatchSummary, home: boolean): MatchSide {
  const team = home ? match.participants.homeTeam : match.participants.awayTeam;
  const id = home ? match.participants.homeTeamId : match.participants.awayTeamId;
  const shown = shownTeam(team, id);
  const s = match.scores;
  return {
    id,
    name: shown?.name ?? null,
    shortName: shown ? (shown.shortName ?? shown.name.slice(0, 3).toUpperCase()) : null,
    slug: team ? teamSlug(team.name) || 'team' : null,
    placeholder: id !== null && isPlaceholderTeam(id),
    color: shown?.firstColorHEX ?? null,
    logo: mediaUrl(shown?.logo),
    score: (home ? s?.homeScore : s?.awayScore) ?? null,
    shootout: (home ? s?.homeScoreP : s?.awayScoreP) ?? null,
  };
}

export function matchRow(match: MatchSummary, now: Date): MatchRow {
  const status = displayStatus(match.status);
  return {
    id: match.id,
    date: match.date,
    status,
    soon: status === 'scheduled' && match.date !== null && isStartingSoon(match.date, now),
    minute: status === 'live' ? match.currentMinute : null,
    hasPage: hasMatchPage(match.id),
    home: side(match, true),
    away: side(match, false),
  };
}

/** The side that won an ended match, on the score or else the shoot-out; null while undecided. */
export function winnerSide(m: MatchRow): 'home' | 'away' | null {
  if (m.status !== 'ended' || m.home.score === null || m.away.score === null) return null;
  const [h, a] =
    m.home.score === m.away.score ? [m.home.shootout ?? 0, m.away.shootout ?? 0] : [m.home.score, m.away.score];
  return h === a ? null : h > a ? 'home' : 'away';
}

const keptRows = /* @__PURE__ */ lastMade<readonly MatchSummary[], MatchRow[]>();

/**
 * A cached list of matches (a team's season) as rows: one list per list and clock step, shared by
 * every page that shows it (a team's page and each of its players'), so its cards are kept once.
 */
export function matchRows(matches: readonly MatchSummary[], now: Date): MatchRow[] {
  return keptRows(matches, '', [listClockStep(matches, now)], () => matches.map((m) => matchRow(m, now)));
}

/** A turn with a match still to play or playing; a cancelled or postponed one does not hold a turn open. */
export function isTurnOpen(turn: { matches: readonly MatchSummary[] }): boolean {
  return turn.matches.some((m) => ['scheduled', 'live'].includes(displayStatus(m.status)));
}

/** The ids of the season's open turns, one set per cached season. */
export const openTurnIds = /* @__PURE__ */ mappedOnce(
  (season: SeasonDetail): ReadonlySet<number> =>
    new Set(season.phases.flatMap((p) => p.groups.flatMap((g) => g.turns.filter(isTurnOpen).map((t) => t.id)))),
);

/** The current turn: the first open one, else the last. */
function currentTurn(turns: readonly { id: number; matches: readonly MatchSummary[] }[]): number | null {
  return (turns.find(isTurnOpen) ?? turns[turns.length - 1])?.id ?? null;
}

const keptViews = /* @__PURE__ */ lastMade<SeasonDetail, MatchesView>();
const turnIds = /* @__PURE__ */ mappedOnce(
  (season: SeasonDetail) => new Set(season.phases.flatMap((p) => p.groups.flatMap((g) => g.turns.map((t) => t.id)))),
);

/**
 * Every turn of the season in order; one turn's matches by kick-off, `turnId` or the current one.
 * One view per cached season, turn asked for and clock step (shared: not to be changed by its users).
 */
export function matchesView(season: SeasonDetail, now: Date, turnId?: number): MatchesView {
  // A turn the season does not have shows the current one: kept as that, so odd addresses add nothing.
  const turn = turnId !== undefined && turnIds(season).has(turnId) ? turnId : undefined;
  return keptViews(season, String(turn ?? ''), [clockStep(season, now)], () => made(season, now, turn));
}

function made(season: SeasonDetail, now: Date, turnId?: number): MatchesView {
  const turns = season.phases.flatMap((p) => p.groups.flatMap((g) => g.turns));
  const chosen = turns.find((t) => t.id === turnId)?.id ?? currentTurn(turns);
  const turn = turns.find((t) => t.id === chosen);
  const matches = [...(turn?.matches ?? [])].sort((a, b) => Date.parse(a.date ?? '') - Date.parse(b.date ?? ''));
  return {
    turns: turns.map((t) => ({ id: t.id, name: t.name })),
    turnId: chosen,
    turnName: turn?.name ?? null,
    matches: matches.map((m) => matchRow(m, now)),
  };
}
