import type { Player, PlayerCategory, PlayerMatch, PlayerRole, PlayerWithTeam, StatLine, Team } from '../api/index.js';
import type { RegionSlug } from '../config/regions.js';
import { dayIn } from '../i18n/dates.js';
import { lastMade } from '../memo.js';
import { type MatchRow, matchRows, winnerSide } from './matches-view.js';
import { mediaUrl } from './media.js';
import { teamSlug } from './slug.js';
import { type TeamColors, teamColors } from './team-colors.js';

/** Card ratings in the order the card shows them: field players first, then goalkeepers (docs/upstream.md Player). */
export const RATING_KEYS = [
  'duels',
  'skills',
  'defence',
  'passing',
  'physical',
  'shooting',
  'diving',
  'handling',
  'reflexes',
  'anticipation',
  'goalkeeperPassing',
] as const;
export type RatingKey = (typeof RATING_KEYS)[number];

/** The season statistics a player page shows, in this order, when the player has them. */
export const PLAYER_STAT_CODES = [
  'PG',
  'GOL',
  'ASS-V',
  'MVP',
  'XG',
  'TIR',
  'TIR-S',
  'PAS',
  'PAS-R',
  'PAS-X',
  'DRB',
  'CRN',
  'REC',
  'INT',
  'FAL',
  'CRT-G',
  'CRT-R',
  'PAR',
  'GOL-C',
] as const;
export type PlayerStatCode = (typeof PLAYER_STAT_CODES)[number];

export type Foot = 'left' | 'right' | 'both';

export interface PlayerTeam {
  id: number;
  name: string;
  shortName: string;
  slug: string;
  logo: string | null;
  color: string | null;
}

export interface PlayerView {
  id: number;
  /** First and last name, else the short name. */
  name: string;
  /** The name on the shirt or the short name, when it differs from `name`. */
  knownAs: string | null;
  slug: string;
  image: string | null;
  role: PlayerRole | null;
  jersey: string | null;
  /** YYYY-MM-DD, a calendar date (no time zone). */
  birthDate: string | null;
  age: number | null;
  /** Centimetres. */
  height: number | null;
  foot: Foot | null;
  category: PlayerCategory | null;
  rating: { overall: number | null; attributes: { key: RatingKey; value: number }[] };
  colors: TeamColors | null;
  team: PlayerTeam | null;
  /** The region the page's links and times belong to (for the global page, where the player was found). */
  region: RegionSlug;
  season: string | null;
}

/** A match the player took part in, with the result for the player's side and the player's line of it. */
export interface PlayerMatchRow {
  match: MatchRow;
  result: 'won' | 'drawn' | 'lost' | null;
  minutes: number | null;
  goals: number;
  assists: number;
  yellowCards: number;
  redCards: number;
}

/** The player's season, which may come after the page has begun; each is null when it could not be loaded. */
export interface PlayerSections {
  stats: { code: PlayerStatCode; total: number; ranking: number }[] | null;
  matches: PlayerMatchRow[] | null;
}

export interface PlayerSource {
  player: PlayerWithTeam;
  region: RegionSlug;
  season: string | null;
}

export interface PlayerSectionsSource {
  stats: readonly StatLine[] | null;
  matches: readonly PlayerMatch[] | null;
}

const DATE = /^(\d{4})-(\d{2})-(\d{2})/;
const FEET: readonly string[] = ['left', 'right', 'both'];

export const fullName = (p: Player): string =>
  [p.firstName, p.lastName].filter(Boolean).join(' ') || p.shortName || p.jerseyName || '';

/** The `{playerName}` of the player's page address. */
export const playerSlug = (p: Player): string => teamSlug(fullName(p)) || 'player';

/** Ratings arrive as strings ("75") or numbers; anything else is no rating. */
function rating(value: unknown): number | null {
  const n =
    typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : Number.NaN;
  return Number.isFinite(n) && n >= 0 ? Math.round(n) : null;
}

/** Whole years from a birth date to the region's calendar day of `now`. */
export function ageOn(birthDate: string, now: Date, timeZone: string): number | null {
  const birth = DATE.exec(birthDate);
  if (!birth) return null;
  const [ty, tm, td] = dayIn(now, timeZone).split('-').map(Number) as [number, number, number];
  const [y, m, d] = birth.slice(1).map(Number) as [number, number, number];
  const age = ty - y - (tm * 100 + td < m * 100 + d ? 1 : 0);
  return age >= 0 && age < 120 ? age : null;
}

function stats(rows: readonly StatLine[]): PlayerSections['stats'] {
  return PLAYER_STAT_CODES.flatMap((code) => {
    const row = rows.find((r) => r.parameter.code === code);
    return row ? [{ code, total: row.total, ranking: row.ranking }] : [];
  });
}

/** The result for the player's side: a match still on, or ended level with no shoot-out, has none won or lost. */
function resultFor(row: MatchRow, teamId: number): PlayerMatchRow['result'] {
  if (row.status !== 'ended') return null;
  const winner = winnerSide(row);
  if (!winner) return 'drawn';
  return (winner === 'home' ? row.home.id : row.away.id) === teamId ? 'won' : 'lost';
}

function playerMatchRows(lines: readonly PlayerMatch[], now: Date): PlayerMatchRow[] {
  const rows = matchRows(
    lines.map((l) => l.match),
    now,
  );
  return lines.map((l, i) => ({
    match: rows[i]!,
    result: resultFor(rows[i]!, l.teamId),
    minutes: l.minutes,
    goals: l.goals,
    assists: l.assists,
    yellowCards: l.yellowCards,
    redCards: l.redCards,
  }));
}

/** A team as a link with its crest: a player's club, a season's champion. */
export function teamIdentity(t: Team): PlayerTeam {
  return {
    id: t.id,
    name: t.name,
    shortName: t.shortName ?? t.name.slice(0, 3).toUpperCase(),
    slug: teamSlug(t.name) || 'team',
    logo: mediaUrl(t.logo),
    color: t.firstColorHEX,
  };
}

const keptViews = /* @__PURE__ */ lastMade<PlayerSource['player'], PlayerView>();
const keptSections = /* @__PURE__ */ lastMade<object, PlayerSections>();

/**
 * A player page: profile and card ratings in the team's colours. One view per cached player,
 * what else the page shows and the region's calendar day (the age).
 */
export function playerView(source: PlayerSource, now: Date, timeZone: string): PlayerView {
  const inputs = [source.region, source.season, timeZone, dayIn(now, timeZone)];
  return keptViews(source.player, '', inputs, () => made(source, now, timeZone));
}

/**
 * The player's season statistics and own matches, kept per cached lists while the rows are the
 * same (shared: not to be changed).
 */
export function playerSections(source: PlayerSectionsSource, now: Date): PlayerSections {
  const matches = source.matches ? playerMatchRows(source.matches, now) : null;
  // Kept beside the player's cached stat lines (or the player's matches when those failed).
  return keptSections(source.stats ?? source.matches ?? PLAYER_STAT_CODES, '', [source.stats, matches], () => ({
    stats: source.stats ? stats(source.stats) : null,
    matches,
  }));
}

function made(source: PlayerSource, now: Date, timeZone: string): PlayerView {
  const p = source.player;
  const name = fullName(p);
  const nick = p.shortName ?? p.jerseyName;
  const meta = p.metaInformation ?? {};
  const birthDate = p.birthDate && DATE.test(p.birthDate) ? p.birthDate.slice(0, 10) : null;
  return {
    id: p.id,
    name,
    knownAs: nick && nick.toLowerCase() !== name.toLowerCase() ? nick : null,
    slug: playerSlug(p),
    image: mediaUrl(p.image),
    role: p.role,
    jersey: p.jersey === null || p.jersey === undefined ? null : String(p.jersey),
    birthDate,
    age: birthDate ? ageOn(birthDate, now, timeZone) : null,
    height: typeof p.height === 'number' && p.height > 0 ? p.height : null,
    foot: p.foot && FEET.includes(p.foot) ? (p.foot as Foot) : null,
    category: p.category,
    rating: {
      overall: rating(meta.average),
      attributes: RATING_KEYS.flatMap((key) => {
        const value = rating(meta[key]);
        return value === null ? [] : [{ key, value }];
      }),
    },
    colors: p.team ? teamColors(p.team.firstColorHEX, p.team.secondColorHEX) : null,
    team: p.team ? teamIdentity(p.team) : null,
    region: source.region,
    season: source.season,
  };
}
