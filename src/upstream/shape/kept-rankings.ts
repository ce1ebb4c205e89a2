import type { StatCode } from '../league/codes.js';
import type { LeagueModel } from '../league/model.js';
import { playerLines, type RankedLine, rankLines, type SeasonTallies, teamLines } from './ranking.js';

/**
 * Ranked tables kept beside the season's count they come from: the count is replaced when a match
 * of the season ends, and its tables go with it. A player or team page asks where it stands on
 * every code, and a stats page for one ordering of one table, so each table is ranked once per
 * count instead of once per request. Odd query strings cannot grow the store past its bound.
 */
const MAX_TABLES = 256;
const kept = new WeakMap<SeasonTallies, Map<string, unknown>>();

export function keptTable<T>(tallies: SeasonTallies, key: string, rank: () => T): T {
  let tables = kept.get(tallies);
  if (!tables) kept.set(tallies, (tables = new Map()));
  if (tables.has(key)) return tables.get(key) as T;
  const table = rank();
  if (tables.size >= MAX_TABLES) tables.delete(tables.keys().next().value!);
  tables.set(key, table);
  return table;
}

/** Each player's (or team's) line in the plain table of one code, by id. */
export function standingOn(
  model: LeagueModel,
  tallies: SeasonTallies,
  side: 'players' | 'teams',
  code: StatCode,
): ReadonlyMap<number, RankedLine> {
  return keptTable(tallies, `${side}|${code}`, () => {
    const lines = side === 'players' ? playerLines(model, tallies, code) : teamLines(tallies, code);
    return new Map(rankLines(lines).map((l) => [l.id, l]));
  });
}
