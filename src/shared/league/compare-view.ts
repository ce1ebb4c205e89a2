import type { PlayerWithTeam, StatLine } from '../api/index.js';
import { keptBeside, mappedOnce } from '../memo.js';
import { fullName, PLAYER_STAT_CODES, type PlayerStatCode, type PlayerView } from './player-view.js';

/** What the comparison shows of each player above the figures: the player page's view, without what it does not show. */
export type CompareHead = Pick<PlayerView, 'id' | 'name' | 'slug' | 'image' | 'role' | 'team' | 'region'>;

/**
 * Once per kept player view: a player is in many pairs, and the page's data keeps the JSON of an
 * object it has seen (render/escape.ts), so each head is written once, not on every comparison.
 */
export const compareHead = /* @__PURE__ */ mappedOnce(
  ({ id, name, slug, image, role, team, region }: PlayerView): CompareHead => ({
    id,
    name,
    slug,
    image,
    role,
    team,
    region,
  }),
);

/** A match of the league lasts 40 minutes: figures per 40 minutes read as "per match played in full". */
export const MATCH_MINUTES = 40;

/** Codes that are no counts (matches played, a pass percentage): per 40 minutes means nothing for them. */
const NOT_COUNTS: ReadonlySet<PlayerStatCode> = new Set(['PG', 'PAS-X']);

/** One player's side of a row: their season total, the same per 40 minutes played, their rank on the league's board. */
export interface CompareSide {
  total: number;
  /** Null for a code that is no count, or a player with no minutes counted. */
  per40: number | null;
  ranking: number;
}

/** Who has the higher total of a row: the first player, the second, or neither. */
export type Lead = 'a' | 'b' | 'level';

export interface CompareRow {
  code: PlayerStatCode;
  /** Null: the player has no line of this code this season (counted as 0 for the lead). */
  a: CompareSide | null;
  b: CompareSide | null;
  lead: Lead;
  /** The first player's share of the two totals, 0 to 1, for the bars (a half when both are 0). */
  shareA: number;
}

/** A total per 40 minutes, to two decimals; null without minutes. */
export function per40(total: number, minutes: number | null): number | null {
  if (!minutes || minutes <= 0) return null;
  return Math.round((total * MATCH_MINUTES * 100) / minutes) / 100;
}

export function leadOf(a: number, b: number): Lead {
  return a > b ? 'a' : b > a ? 'b' : 'level';
}

/** A player's season lines by code, once per season's lines (the league data keeps them). */
const linesByCode = /* @__PURE__ */ mappedOnce(
  (lines: readonly StatLine[]): ReadonlyMap<string, StatLine> => new Map(lines.map((l) => [l.parameter.code, l])),
);

function side(lines: ReadonlyMap<string, StatLine>, code: PlayerStatCode): CompareSide | null {
  const line = lines.get(code);
  if (!line) return null;
  return {
    total: line.total,
    per40: NOT_COUNTS.has(code) ? null : per40(line.total, line.minutesPlayed),
    ranking: line.ranking,
  };
}

/** Rows by the first player's lines, then the second's: they go with the cached lines. */
const rowsKept = /* @__PURE__ */ mappedOnce((a: readonly StatLine[]) =>
  mappedOnce((b: readonly StatLine[]) => rowsOf(a, b)),
);

/**
 * The two players' season lines row by row, in the player page's order, each code either of them
 * has. A total below 0 (none is sent) would make no bar: the shares read totals of at least 0.
 * Kept once per pair of cached season lines: the page rendered again (its refresh) finds the
 * rows, and the JSON of them in the page's data, already made.
 */
export function compareRows(a: readonly StatLine[], b: readonly StatLine[]): CompareRow[] {
  return rowsKept(a)(b);
}

function rowsOf(a: readonly StatLine[], b: readonly StatLine[]): CompareRow[] {
  const [byCodeA, byCodeB] = [linesByCode(a), linesByCode(b)];
  return PLAYER_STAT_CODES.flatMap((code) => {
    const [sa, sb] = [side(byCodeA, code), side(byCodeB, code)];
    if (!sa && !sb) return [];
    const [ta, tb] = [Math.max(0, sa?.total ?? 0), Math.max(0, sb?.total ?? 0)];
    return [{ code, a: sa, b: sb, lead: leadOf(ta, tb), shareA: ta + tb === 0 ? 0.5 : ta / (ta + tb) }];
  });
}

export interface PickerPlayer {
  id: number;
  name: string;
}

/** A club's players in the picker, under the club's name. */
export interface PickerClub {
  name: string;
  players: PickerPlayer[];
}

const keptClubs = /* @__PURE__ */ keptBeside<readonly PlayerWithTeam[], PickerClub[]>();
const byName = (x: { name: string }, y: { name: string }) => x.name.localeCompare(y.name, 'en');

/**
 * The season's players grouped by club, clubs and players by name. Players with no club (the
 * draft's candidates nobody picked) are left out: they have no season to compare.
 */
export function pickerClubs(players: readonly PlayerWithTeam[]): PickerClub[] {
  return keptClubs(players, '', () => {
    const clubs = new Map<number, PickerClub>();
    for (const p of players) {
      if (!p.team) continue;
      let club = clubs.get(p.team.id);
      if (!club) clubs.set(p.team.id, (club = { name: p.team.name, players: [] }));
      club.players.push({ id: p.id, name: fullName(p) });
    }
    const sorted = [...clubs.values()].sort(byName);
    for (const club of sorted) club.players.sort(byName);
    return sorted;
  });
}

/** The ids a picker lists, once per kept list of clubs. */
const listedIds = /* @__PURE__ */ mappedOnce(
  (clubs: readonly PickerClub[]): ReadonlySet<number> => new Set(clubs.flatMap((c) => c.players.map((p) => p.id))),
);

/**
 * The picker's clubs with a chosen player who is not among them (a player of another region of the
 * league) added under their club, so each select shows the page's choice.
 */
export function withChosen(
  clubs: readonly PickerClub[],
  chosen: readonly { id: number; name: string; club: string | null }[],
): PickerClub[] {
  const listed = listedIds(clubs);
  const missing = chosen.filter((p, i) => !listed.has(p.id) && chosen.findIndex((q) => q.id === p.id) === i);
  if (missing.length === 0) return clubs as PickerClub[];
  const out = clubs.map((c) => ({ ...c, players: [...c.players] }));
  for (const p of missing) {
    const name = p.club ?? '';
    let club = out.find((c) => c.name === name);
    if (!club) out.push((club = { name, players: [] }));
    club.players.push({ id: p.id, name: p.name });
  }
  return out;
}
