import type { MatchSummary, Player, PlayerRole, Ranking, Season, Staff, Team } from '../api/index.js';
import { mappedOnce } from '../memo.js';
import { type TeamRef, teamRef } from './draft-people.js';
import { type MatchRow, matchRows } from './matches-view.js';
import { mediaUrl } from './media.js';
import { numeric } from './numeric.js';
import { playerSlug } from './player-view.js';
import { isPresidentPlayer } from './staff.js';
import { personName, teamStaff } from './teams-view.js';

export interface SquadMember {
  id: number;
  name: string;
  slug: string;
  jersey: number | null;
  /** The overall card rating (metaInformation.average). */
  rating: number | null;
  image: string | null;
}

export interface SquadGroup {
  role: PlayerRole;
  players: SquadMember[];
}

/** The season stats a team page shows, in this order. */
const TEAM_STAT_CODES = [
  'PG',
  'GOL',
  'GOL-C',
  'ASS-V',
  'XG',
  'TIR',
  'TIR-S',
  'PAS-X',
  'PAR',
  'REC',
  'CRT-G',
  'CRT-R',
] as const;
export type TeamStatCode = (typeof TEAM_STAT_CODES)[number];

export interface TeamStat {
  code: TeamStatCode;
  total: number;
  /** The team's place among the season's teams; none for matches played, where it says nothing. */
  rank: number | null;
}

/** What a team page shows before its season's lists: the team, the season shown, the others to switch to. */
export interface TeamView extends TeamRef {
  season: { id: number; name: string };
  seasons: { id: number; name: string }[];
}

/** The season's lists, which may come after the page has begun; a section whose call failed is null. */
export interface TeamSections {
  presidents: string[];
  coach: string | null;
  squad: SquadGroup[] | null;
  matches: MatchRow[] | null;
  stats: TeamStat[] | null;
}

export interface TeamSectionsInput {
  staffs: readonly Staff[] | null;
  players: readonly Player[] | null;
  matches: readonly MatchSummary[] | null;
  stats: readonly Ranking[] | null;
  now: Date;
}

const ROLES: readonly PlayerRole[] = ['goalkeeper', 'defender', 'midfielder', 'forward'];

function member(player: Player): SquadMember {
  const name =
    player.shortName ?? ([player.firstName, player.lastName].filter(Boolean).join(' ') || player.jerseyName || '—');
  return {
    id: player.id,
    name,
    slug: playerSlug(player),
    jersey: numeric(player.jersey),
    rating: numeric(player.metaInformation?.average),
    image: mediaUrl(player.image),
  };
}

/** Players by role, each role by shirt number; presidents listed among players (role null) are no players. Once per cached list. */
const squad = /* @__PURE__ */ mappedOnce((players: readonly Player[]): SquadGroup[] =>
  ROLES.map((role) => ({
    role,
    players: players
      .filter((p) => p.role === role)
      .map(member)
      .sort((a, b) => (a.jersey ?? 999) - (b.jersey ?? 999)),
  })).filter((group) => group.players.length > 0),
);

/** The season's matches oldest first, sorted once per cached list. */
const sortedMatches = /* @__PURE__ */ mappedOnce((matches: readonly MatchSummary[]) => [...matches].sort(byDate));

function stats(rankings: readonly Ranking[]): TeamStat[] {
  return TEAM_STAT_CODES.flatMap((code) => {
    const line = rankings.find((r) => r.parameter.code === code);
    return line ? [{ code, total: Math.round(line.total * 10) / 10, rank: code === 'PG' ? null : line.ranking }] : [];
  });
}

/** Oldest first; a match without a readable date goes last. */
function byDate(a: MatchSummary, b: MatchSummary): number {
  const time = (m: MatchSummary) =>
    m.date && !Number.isNaN(Date.parse(m.date)) ? Date.parse(m.date) : Number.POSITIVE_INFINITY;
  const [ta, tb] = [time(a), time(b)];
  return ta === tb ? 0 : ta < tb ? -1 : 1;
}

/** A team page's heading: the team and the seasons it can be shown in. */
export function teamView(team: Team, season: Season, seasons: readonly Season[]): TeamView {
  return {
    ...teamRef(team),
    season: { id: season.id, name: season.name },
    seasons: seasons.map((s) => ({ id: s.id, name: s.name })),
  };
}

/**
 * A team's season: its staff (presidents fall back to those in the player list), the squad by
 * role, the season's matches by date and its statistics.
 */
export function teamSections(input: TeamSectionsInput): TeamSections {
  const staff = teamStaff(input.staffs ?? []);
  return {
    ...staff,
    presidents:
      staff.presidents.length > 0 ? staff.presidents : (input.players ?? []).filter(isPresidentPlayer).map(personName),
    squad: input.players ? squad(input.players) : null,
    matches: input.matches ? matchRows(sortedMatches(input.matches), input.now) : null,
    stats: input.stats ? stats(input.stats) : null,
  };
}
