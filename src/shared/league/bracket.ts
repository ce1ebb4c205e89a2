import type { BracketSlot, MatchSummary, SeasonBracket, SeasonDetail } from '../api/index.js';
import { hasMatchPage } from './match-page.js';
import { displayStatus, type ShownStatus } from './match-status.js';
import { mediaUrl } from './media.js';
import { playoffPhase } from './phases.js';
import { isPlaceholderTeam } from './season-teams.js';
import { teamSlug } from './slug.js';

export type RoundKind = 'quarterfinal' | 'semifinal' | 'final';

/**
 * Where a side's team comes from, for the page to say while the team is not known: a place in a
 * group ("Winner group A", "2nd group B") or in the one table, or the winner of an earlier
 * match ("Winner QF1"). Null: nothing is known, the side is to be decided.
 */
export type SideOrigin =
  | { kind: 'group'; group: string; rank: number }
  | { kind: 'table'; rank: number }
  | { kind: 'winner'; round: RoundKind | null; roundName: string; index: number }
  | null;

export interface BracketTeam {
  id: number;
  name: string;
  shortName: string;
  slug: string;
  color: string | null;
  logo: string | null;
}

export interface BracketSide {
  /** Null while the side is held by a placeholder team or names no team the season knows. */
  team: BracketTeam | null;
  origin: SideOrigin;
  score: number | null;
  shootout: number | null;
  /** Won this match (on the score, or the shoot-out after a draw). */
  winner: boolean;
  /** On the champion's way to the title. */
  path: boolean;
}

export interface BracketMatch {
  id: number;
  date: string | null;
  status: ShownStatus;
  /** The match has its own page and both sides have a team to spell its address with. */
  linked: boolean;
  home: BracketSide;
  away: BracketSide;
}

export interface BracketRound {
  name: string;
  kind: RoundKind | null;
  matches: BracketMatch[];
}

export interface BracketView {
  name: string;
  rounds: BracketRound[];
  /** The final's winner, once it is played. */
  championId: number | null;
}

const ROUND_KINDS: readonly string[] = ['quarterfinal', 'semifinal', 'final'];
const roundKind = (kind: string | null | undefined): RoundKind | null =>
  kind && ROUND_KINDS.includes(kind) ? (kind as RoundKind) : null;

function teamOf(match: MatchSummary, home: boolean): BracketTeam | null {
  const id = home ? match.participants.homeTeamId : match.participants.awayTeamId;
  const team = home ? match.participants.homeTeam : match.participants.awayTeam;
  if (id === null || !team || isPlaceholderTeam(id)) return null;
  return {
    id,
    name: team.name,
    shortName: team.shortName ?? team.name.slice(0, 3).toUpperCase(),
    slug: teamSlug(team.name) || 'team',
    color: team.firstColorHEX,
    logo: mediaUrl(team.logo),
  };
}

/** The side that won a finished match: on the score, or the shoot-out after a draw. */
export function winningSide(
  status: ShownStatus,
  home: { score: number | null; shootout: number | null },
  away: { score: number | null; shootout: number | null },
): 'home' | 'away' | null {
  if (status !== 'ended' || home.score === null || away.score === null) return null;
  const [h, a] = home.score === away.score ? [home.shootout ?? 0, away.shootout ?? 0] : [home.score, away.score];
  return h === a ? null : h > a ? 'home' : 'away';
}

/**
 * docs/spec.md §5's playoff phase as a bracket: rounds in play order, each side with its team or
 * where its team comes from (docs/upstream-extensions.md, World cups, Bracket), scores, shoot-outs,
 * the winner of each match and the champion's path. Without the bracket call's answer a side
 * without a team is simply to be decided.
 */
export function bracketView(season: SeasonDetail, bracket: SeasonBracket | null): BracketView | null {
  const phase = playoffPhase(season);
  if (!phase) return null;
  const groups = phase.groups.filter((g) => g.hasStandings !== true);
  if (groups.length === 0) return null;
  const tables = season.phases.flatMap((p) => p.groups).filter((g) => g.hasStandings === true);
  const slots = new Map<number, { home: BracketSlot; away: BracketSlot }>();
  const rounds = new Map<number, { kind: RoundKind | null; name: string }>();
  for (const round of bracket?.rounds ?? []) {
    for (const m of round.matches) {
      slots.set(m.matchId, { home: m.home, away: m.away });
      rounds.set(m.matchId, { kind: roundKind(round.kind), name: round.name });
    }
  }
  const place = new Map<number, { round: RoundKind | null; roundName: string; index: number }>();
  const mapped = groups.map((group) => {
    const matches = group.turns.flatMap((t) => t.matches);
    const kind = roundKind(matches.map((m) => rounds.get(m.id)?.kind).find(Boolean));
    matches.forEach((m, i) => {
      place.set(m.id, { round: kind, roundName: group.name, index: i + 1 });
    });
    return { name: group.name, kind, matches };
  });

  const origin = (slot: BracketSlot | undefined): SideOrigin => {
    if (!slot) return null;
    if ('winnerOf' in slot) {
      const from = place.get(slot.winnerOf);
      return from ? { kind: 'winner', ...from } : null;
    }
    const table = tables.find((g) => g.id === slot.groupId);
    if (!table) return null;
    return tables.length > 1
      ? { kind: 'group', group: table.name, rank: slot.rank }
      : { kind: 'table', rank: slot.rank };
  };

  const view: BracketRound[] = mapped.map(({ name, kind, matches }) => ({
    name,
    kind,
    matches: matches.map((m): BracketMatch => {
      const s = m.scores;
      const status = displayStatus(m.status);
      const slot = slots.get(m.id);
      const side = (home: boolean): BracketSide => ({
        team: teamOf(m, home),
        origin: origin(home ? slot?.home : slot?.away),
        score: (home ? s?.homeScore : s?.awayScore) ?? null,
        shootout: (home ? s?.homeScoreP : s?.awayScoreP) ?? null,
        winner: false,
        path: false,
      });
      const [home, away] = [side(true), side(false)];
      const won = winningSide(status, home, away);
      if (won) (won === 'home' ? home : away).winner = true;
      return {
        id: m.id,
        date: m.date,
        status,
        linked: hasMatchPage(m.id) && home.team !== null && away.team !== null,
        home,
        away,
      };
    }),
  }));

  const last = view[view.length - 1]!;
  const final = last.matches.length === 1 ? last.matches[0]! : null;
  const champion = final ? ([final.home, final.away].find((x) => x.winner)?.team?.id ?? null) : null;
  if (champion !== null) {
    for (const round of view)
      for (const m of round.matches) for (const x of [m.home, m.away]) x.path = x.winner && x.team?.id === champion;
  }
  return { name: phase.displayName ?? phase.name, rounds: view, championId: champion };
}
