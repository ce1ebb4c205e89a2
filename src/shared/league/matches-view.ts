import type { MatchSummary, SeasonDetail } from '../api/index.js';
import { hasMatchPage } from './match-page.js';
import { displayStatus, type ShownStatus } from './match-status.js';
import { teamSlug } from './slug.js';
import { isStartingSoon } from './soon.js';
import { mediaUrl } from './media.js';

export interface MatchSide {
  id: number | null;
  name: string;
  shortName: string;
  slug: string;
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

function side(match: MatchSummary, home: boolean): MatchSide {
  const team = home ? match.participants.homeTeam : match.participants.awayTeam;
  const s = match.scores;
  const name = team?.name ?? '—';
  return {
    id: home ? match.participants.homeTeamId : match.participants.awayTeamId,
    name,
    shortName: team?.shortName ?? name.slice(0, 3).toUpperCase(),
    slug: teamSlug(name) || 'team',
    color: team?.firstColorHEX ?? null,
    logo: mediaUrl(team?.logo),
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

/** The current turn: the first with a match not yet over, else the last one. */
/** The first turn with a match still to play or playing; a cancelled or postponed one does not hold a turn open. */
function currentTurn(turns: readonly { id: number; matches: readonly MatchSummary[] }[]): number | null {
  const open = turns.find((t) => t.matches.some((m) => ['scheduled', 'live'].includes(displayStatus(m.status))));
  return (open ?? turns[turns.length - 1])?.id ?? null;
}

/** Every turn of the season in order; one turn's matches by kick-off, `turnId` or the current one. */
export function matchesView(season: SeasonDetail, now: Date, turnId?: number): MatchesView {
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
