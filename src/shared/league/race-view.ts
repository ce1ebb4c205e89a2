import type { KingOfKingsRace, RaceStatus } from '../api/index.js';
import { lastMade } from '../memo.js';
import { listClockStep } from './clock-step.js';
import { type MatchRow, matchRow } from './matches-view.js';
import { mediaUrl } from './media.js';
import { teamSlug } from './slug.js';

/** The Kings leagues whose race to the King of Kings the qualifier pages follow, by the page's last word. */
export const QUALIFIER_LEAGUES = Object.freeze({
  spain: { region: 'espana', competitionId: 3 },
  americas: { region: 'americas', competitionId: 5 },
} as const);
export type QualifierLeague = keyof typeof QUALIFIER_LEAGUES;

export interface RaceTeam {
  id: number;
  name: string;
  shortName: string;
  slug: string;
  color: string | null;
  logo: string | null;
}

export interface RaceRow {
  rank: number;
  team: RaceTeam;
  points: number;
  played: number;
  remaining: number;
  maxPoints: number;
  status: RaceStatus;
}

export interface RaceView {
  places: number;
  complete: boolean;
  rows: RaceRow[];
  qualified: RaceTeam[];
  fixtures: MatchRow[];
}

function raceTeam(team: KingOfKingsRace['qualified'][number]): RaceTeam {
  return {
    id: team.id,
    name: team.name,
    shortName: team.shortName ?? team.name.slice(0, 3).toUpperCase(),
    slug: teamSlug(team.name) || 'team',
    color: team.firstColorHEX ?? null,
    logo: mediaUrl(team.logo),
  };
}

const keptViews = /* @__PURE__ */ lastMade<KingOfKingsRace, RaceView>();

/**
 * The race as the league reports it (docs/upstream-extensions.md): its table, who is through,
 * what is left to play. One view per cached race and clock step (shared: not to be changed).
 */
export function raceView(race: KingOfKingsRace, now: Date): RaceView {
  return keptViews(race, '', [listClockStep(race.fixtures, now)], () => made(race, now));
}

function made(race: KingOfKingsRace, now: Date): RaceView {
  return {
    places: race.places,
    complete: race.complete,
    rows: race.standings.map((r) => ({ ...r, team: raceTeam(r.team) })),
    qualified: race.qualified.map(raceTeam),
    fixtures: race.fixtures.map((m) => matchRow(m, now)),
  };
}
