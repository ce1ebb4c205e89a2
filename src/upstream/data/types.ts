/**
 * The committed dataset (data/league/*.json), as scripts/generate-data.ts writes it. It holds
 * structure and facts only: dates are minutes from the anchor day, and results, events,
 * standings and brackets are derived at run time from the seed and the clock, so the files
 * never go stale.
 */
export type CompetitionGender = 'male' | 'female' | 'both';
export type TeamGender = 'male' | 'female';
export type Edition = 'previous' | 'current';
export type PlayerRole = 'goalkeeper' | 'defender' | 'midfielder' | 'forward';
export type LegendStyle = 'object' | 'text' | 'grouped';

export interface RawCompetition {
  id: number;
  name: string;
  gender: CompetitionGender;
  countryId: number | null;
  visible: boolean;
  region: string;
}

export interface RawCluster {
  id: number;
  region: string;
  edition: Edition;
}

export interface RawStadium {
  id: number;
  name: string;
  countryId: number;
  country: string;
}

export interface RawTeam {
  id: number;
  name: string;
  shortName: string;
  completeName: string;
  countryId: number | null;
  colors: [string, string];
  /** Null for the mixed squads of the both-gender cup and for placeholders. */
  gender: TeamGender | null;
  placeholder: boolean;
  social: Record<string, string> | null;
  /** 0–100: how strong the simulated results make the team. */
  strength: number;
}

export interface RawPlayer {
  id: number;
  teamId: number;
  firstName: string;
  lastName: string;
  shortName: string;
  jerseyName: string;
  role: PlayerRole;
  foot: 'left' | 'right';
  gender: TeamGender;
  countryId: number;
  jersey: number;
  birthDate: string;
  height: number;
  weight: number;
  marketValue: number;
  category: 'draft' | 'wildcard';
  ratings: Record<string, string>;
}

export interface RawStaff {
  id: number;
  teamId: number;
  role: 'president' | 'coach';
  firstName: string;
  lastName: string;
  shortName: string;
  countryId: number;
  gender: TeamGender;
  birthDate: string | null;
}

/**
 * Where a knockout side comes from once it is known: a position in the season's table, a
 * position in one group of a cup's group stage (`group` counts the stage's groups from 0), or
 * the winner of a match (of this season, or of another for a final between champions).
 */
export type Slot = { rank: number } | { group: number; rank: number } | { winnerOf: number };

export interface RawMatch {
  id: number;
  seasonId: number;
  /** Until a playoff slot resolves, the placeholder team standing in for it. */
  home: number;
  away: number;
  /** Kick-off in minutes from the anchor day's midnight (UTC). */
  minute: number;
  stadiumId: number;
  status?: 'postponed' | 'cancelled';
  /**
   * Kicks off on the hour (or the half hour) just past the API's start, or the next one, instead
   * of at `minute`; placed once, it is then played like any other match (`rollingKickoff`).
   */
  rolling?: 'hour' | 'half';
  /** A real result: home, away, and the shoot-out when it was a draw. */
  result?: [number, number, number | null, number | null];
  homeFrom?: Slot;
  awayFrom?: Slot;
}

export type TurnKind = 'regular' | 'quarterfinal' | 'semifinal' | 'final';

export interface RawTurn {
  id: number;
  number: number;
  kind: TurnKind;
  matches: RawMatch[];
}

export interface RawGroup {
  id: number;
  kind: TurnKind;
  /** A cup's group-stage letter ("A"); league tables and knockout rounds have none. */
  label?: string;
  hasStandings: boolean;
  turns: RawTurn[];
}

export interface RawPhase {
  id: number;
  kind: 'regular' | 'playoff';
  groups: RawGroup[];
}

export interface RawSeason {
  id: number;
  competitionId: number;
  clusterId: number;
  edition: Edition;
  /** Every team that plays in it. */
  teamIds: number[];
  /** What `/seasons/{id}/teams` lists: season 13 leaves its guest clubs out (docs/spec.md §9). */
  listedTeamIds: number[];
  /** Season 13 has no phases of its own: its matches live in season 14's. */
  phasesFrom: number | null;
  legend: LegendStyle;
  partners: boolean;
  phases: RawPhase[];
}

/** A post of the embedded CMS; the league writes them from its own results (league/league.ts). */
/** A post's subject: a kind of league story, or a pointer to what other media published. */
export type NewsTopic = 'preview' | 'mvp' | 'signing' | 'rules' | 'external';

export interface RawPost {
  id: number;
  /** The cmsKey's last segment, e.g. `kings-espana`. */
  cms: string;
  /** As WordPress stores it: lowercase, non-ASCII letters percent-encoded. */
  slug: string;
  minute: number;
  /** Minutes after publication of the last edit; 0 when never edited. */
  edited: number;
  title: string;
  excerpt: string;
  content: string;
  categories: number[];
  /** The clubs the post is about, as WordPress tags (a tag's id is the club's). */
  tags: number[];
  /** What the post is about, which its picture shows; never sent (WordPress has no such field). */
  topic: NewsTopic;
  /** An index into the source language's authors (generate/news-terms.ts), from 1. */
  author: number;
  /** Where a post of the external category really lives. */
  externalUrl: string | null;
}

/** A draft candidate nobody picked: in the season's pool, on no team (docs/upstream-extensions.md). */
export type RawCandidate = Omit<RawPlayer, 'teamId' | 'jersey' | 'category'>;

export type MoveKind = 'loan' | 'free' | 'swap';

/** A player moving between two teams in the transfer window; `players.json` already shows the result. */
export interface RawMove {
  id: number;
  minute: number;
  kind: MoveKind;
  playerId: number;
  fromTeamId: number;
  toTeamId: number;
}

export type DraftRequirement = 'amateur' | 'availability' | 'video' | 'fitness';

/** The open call to a competition's next draft. */
export interface RawDraftCall {
  opensMinute: number;
  closesMinute: number;
  tryoutsMinute: number;
  minimumAge: number;
  maximumAge: number | null;
  /** ISO 3166 alpha-2 codes of where applicants must live. */
  residence: string[];
  requirements: DraftRequirement[];
}

/** A current season's draft, the window that followed it, and the call to the next one. */
export interface RawDraft {
  seasonId: number;
  competitionId: number;
  minute: number;
  /** The next draft, when the league has announced it. */
  nextMinute: number | null;
  rounds: number;
  /** Team ids in first-round order; every other round runs backwards (a snake draft). */
  order: number[];
  /** In pick order. */
  picks: { teamId: number; playerId: number }[];
  /** The presidents' own signings after the draft: the squad places past the drafted ones. */
  wildcards: { teamId: number; playerId: number; minute: number }[];
  candidates: RawCandidate[];
  /** Candidate ids, the first called up first. */
  reserves: number[];
  moves: RawMove[];
  /** The window closes at the season's first kick-off. */
  windowClosesMinute: number;
  call: RawDraftCall | null;
}

/** A guest "player 12" spell: a season of the dataset, or a real edition known by its year. */
export interface RawSpell {
  teamId: number;
  seasonId: number | null;
  year: number | null;
  matches: number | null;
  goals: number | null;
  assists: number | null;
  mvps: number | null;
}

export interface RawLegend {
  id: number;
  competitionId: number;
  firstName: string;
  lastName: string;
  shortName: string;
  role: PlayerRole;
  gender: TeamGender;
  /** Null where the source does not say. */
  countryId: number | null;
  spells: RawSpell[];
}

export interface RawDataset {
  competitions: RawCompetition[];
  clusters: RawCluster[];
  stadiums: RawStadium[];
  teams: RawTeam[];
  players: RawPlayer[];
  staff: RawStaff[];
  seasons: RawSeason[];
  drafts: RawDraft[];
  legends: RawLegend[];
}

/** One file per part, so a change reads as a small diff. */
export const DATASET_FILES: Readonly<Record<keyof RawDataset, string>> = {
  competitions: 'competitions.json',
  clusters: 'clusters.json',
  stadiums: 'stadiums.json',
  teams: 'teams.json',
  players: 'players.json',
  staff: 'staff.json',
  seasons: 'seasons.json',
  drafts: 'drafts.json',
  legends: 'legends.json',
};
