import type { SeasonBracket, SeasonDetail, SeasonStadium } from '../api/index.js';
import { dayIn } from '../i18n/dates.js';
import type { BracketSide, BracketView } from './bracket.js';
import type { LegendEntry } from './legends.js';
import { type MatchRow, type MatchSide, matchRow } from './matches-view.js';
import { type TableRow, tablesView } from './tables-view.js';

export interface TournamentVenue {
  name: string;
  country: string | null;
  matches: number;
}

export interface TournamentDay {
  /** The calendar day in the region's time zone, `YYYY-MM-DD`. */
  day: string;
  matches: (MatchRow & { homeOrigin: BracketSide['origin']; awayOrigin: BracketSide['origin'] })[];
}

export interface TournamentView {
  seasonName: string;
  start: string | null;
  finish: string | null;
  venues: TournamentVenue[] | null;
  format: { groups: number; teams: number; advance: number; rounds: string[] };
  groups: { name: string; rows: TableRow[]; legend: LegendEntry[] }[];
  bracket: BracketView | null;
  days: TournamentDay[];
}

/**
 * A side held by a stand-in (docs/spec.md §9) has no name here already (`matchRow`): the page names
 * where its team comes from instead, and links the match once both teams are known.
 */
function unnamed(side: MatchSide): MatchSide {
  return side.placeholder ? { ...side, slug: null } : side;
}

/** How many of each group go through: the places of a group's legend that lead to the knockout rounds. */
function advancing(rows: readonly TableRow[]): number {
  return rows.filter((r) => r.legend?.placement.startsWith('playoff') === true).length;
}

/**
 * A world cup at a glance (docs/spec.md §5 for the tables): its dates and venues, its format,
 * every group's table, the knockout bracket and every fixture by day in the region's time zone.
 * Knockout sides not known yet keep where they come from, for the page to say.
 */
export function tournamentView(
  season: SeasonDetail,
  bracket: SeasonBracket | null,
  stadiums: readonly SeasonStadium[] | null,
  timeZone: string,
  now: Date,
): TournamentView {
  const tables = tablesView(season, bracket);
  const origins = new Map<number, { home: BracketSide['origin']; away: BracketSide['origin'] }>();
  for (const round of tables.playoff?.rounds ?? [])
    for (const m of round.matches) origins.set(m.id, { home: m.home.origin, away: m.away.origin });
  const matches = season.phases
    .flatMap((p) => p.groups.flatMap((g) => g.turns.flatMap((t) => t.matches)))
    .filter((m) => m.date !== null)
    .sort((a, b) => Date.parse(a.date!) - Date.parse(b.date!) || a.id - b.id);
  const days = new Map<string, TournamentDay>();
  for (const m of matches) {
    const day = dayIn(m.date!, timeZone);
    if (!days.has(day)) days.set(day, { day, matches: [] });
    const origin = origins.get(m.id);
    const row = matchRow(m, now);
    days.get(day)!.matches.push({
      ...row,
      home: unnamed(row.home),
      away: unnamed(row.away),
      homeOrigin: origin?.home ?? null,
      awayOrigin: origin?.away ?? null,
    });
  }
  const first = tables.groups[0];
  return {
    seasonName: tables.seasonName,
    start: season.start ?? null,
    finish: season.finish ?? null,
    venues: stadiums?.map((s) => ({ name: s.name, country: s.country, matches: s.matches })) ?? null,
    format: {
      groups: tables.groups.length,
      teams: tables.groups.reduce((n, g) => n + g.rows.length, 0),
      advance: first ? advancing(first.rows) : 0,
      rounds: tables.playoff?.rounds.map((r) => r.name) ?? [],
    },
    groups: tables.groups,
    bracket: tables.playoff,
    days: [...days.values()],
  };
}
