import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The facts kept from the Kings League Spain 2023 data (MIT, see
 * data/league/LICENSE-kings-league-2023): names, short names, colours, presidents, coaches,
 * players with their card ratings, fixtures and the results of rounds 1–5. Image URLs are
 * dropped on purpose: they point to hosts that must never be contacted.
 */
export interface FactPlayer {
  dorsalName: string;
  fullName: string;
  /** Portero, Defensa, Medio, Delantero, or "jugador 11" (the weekly guest). */
  role: string;
  stats: Record<string, number>;
}

export interface FactTeam {
  slug: string;
  name: string;
  shortName: string;
  color: string;
  president: string;
  coach: string;
  social: string[];
  players: FactPlayer[];
}

export interface FactMatch {
  home: string;
  away: string;
  /** [home, away, home shoot-out, away shoot-out]; null for rounds the source has no result for. */
  score: [number, number, number | null, number | null] | null;
}

/** A guest "player 12" of the split: a former professional or a celebrity, one matchday with a club. */
export interface FactGuest {
  name: string;
  /** Portero, Defensa, Medio or Delantero. */
  role: string;
  /** The club's slug in `teams`. */
  team: string;
}

/** One line of the split's scorer, assist or MVP rankings, as the source names the player and club. */
export interface FactLeader {
  playerName: string;
  team: string;
  gamesPlayed: number;
  goals?: number;
  assists?: number;
  mvps?: number;
}

export interface SpainFacts {
  source: string;
  teams: FactTeam[];
  rounds: FactMatch[][];
  guests: FactGuest[];
  leaders: { goals: FactLeader[]; assists: FactLeader[]; mvps: FactLeader[] };
}

/** The schedule spells some team ids shorter than teams.json does. */
const ALIASES: Readonly<Record<string, string>> = {
  jijantes: 'jijantes-fc',
  pio: 'pio-fc',
  xbuyer: 'xbuyer-team',
  aniquiladores: 'aniquiladores-fc',
  'los-troncos': 'los-troncos-fc',
};

/** Fixes to the source's short names: two are wrong there (El Barrio reuses RDB) or too short. */
const SHORT_NAMES: Readonly<Record<string, string>> = { '1k': '1KF', 'el-barrio': 'ELB' };

/** "2 – 4", "3- 2", "(2) 1 – 1 (3)"; rounds without a result read "0 – 0" in the source. */
export function parseScore(text: string, played: boolean): FactMatch['score'] {
  if (!played) return null;
  const m = /^\s*(?:\((\d+)\)\s*)?(\d+)\s*[–-]\s*(\d+)(?:\s*\((\d+)\))?\s*$/.exec(text);
  if (!m) throw new Error(`unreadable score: ${text}`);
  const p = (v: string | undefined) => (v === undefined ? null : Number(v));
  return [Number(m[2]), Number(m[3]), p(m[1]), p(m[4])];
}

const readJson = <T>(dir: string, file: string): T => JSON.parse(readFileSync(join(dir, file), 'utf8')) as T;

interface SourceTeam {
  id: string;
  name: string;
  shortName: string;
  color: string;
  presidentId: string;
  coach: string;
  socialNetworks: string[];
  players: FactPlayer[];
}
interface SourceRound {
  matches: { teams: { id: string }[]; score: string }[];
}
interface SourceGuest {
  name: string;
  role: string;
  team: { id: string };
}

const leaders = (dir: string, file: string): FactLeader[] =>
  readJson<(FactLeader & { rank: number })[]>(dir, file).map(
    ({ playerName, team, gamesPlayed, goals, assists, mvps }) => ({
      playerName: playerName.trim(),
      team,
      gamesPlayed,
      ...(goals === undefined ? {} : { goals }),
      ...(assists === undefined ? {} : { assists }),
      ...(mvps === undefined ? {} : { mvps }),
    }),
  );

/** The source has results for rounds 1–5 only (its README). */
const PLAYED_ROUNDS = 5;

export function extractSpainFacts(dir: string): SpainFacts {
  const teams = readJson<SourceTeam[]>(dir, 'teams.json');
  const presidents = readJson<{ id: string; name: string }[]>(dir, 'presidents.json');
  const schedule = readJson<SourceRound[]>(dir, 'schedule.json');
  const slug = (id: string) => ALIASES[id] ?? id;
  return {
    source: 'kings-league-2023 (MIT)',
    teams: [...teams]
      .sort((a, b) => a.name.localeCompare(b.name, 'es'))
      .map((t) => ({
        slug: t.id,
        name: t.name === 'XBUYER TEAM' ? 'xBuyer Team' : t.name,
        shortName: SHORT_NAMES[t.id] ?? t.shortName,
        color: t.color,
        president: presidents.find((p) => p.id === t.presidentId)?.name ?? t.presidentId,
        coach: t.coach,
        social: t.socialNetworks,
        players: t.players.map((p) => ({
          dorsalName: p.dorsalName,
          fullName: p.fullName,
          role: p.role,
          stats: p.stats,
        })),
      })),
    rounds: schedule.map((round, i) =>
      round.matches.map((m) => ({
        home: slug(m.teams[0]!.id),
        away: slug(m.teams[1]!.id),
        score: parseScore(m.score, i < PLAYED_ROUNDS),
      })),
    ),
    guests: readJson<SourceGuest[]>(dir, 'players_twelve.json').map((g) => ({
      name: g.name.trim(),
      role: g.role,
      team: slug(g.team.id),
    })),
    leaders: {
      goals: leaders(dir, 'top_scorers.json'),
      assists: leaders(dir, 'top_assists.json'),
      mvps: leaders(dir, 'mvp.json'),
    },
  };
}

export const FACTS_FILE = 'source/kings-league-2023.json';

/** The committed extract, so the dataset regenerates without the original files at hand. */
export function readSpainFacts(dataDir: string): SpainFacts {
  return JSON.parse(readFileSync(join(dataDir, FACTS_FILE), 'utf8')) as SpainFacts;
}

export function hasSource(dir: string): boolean {
  return existsSync(join(dir, 'teams.json')) && existsSync(join(dir, 'schedule.json'));
}
