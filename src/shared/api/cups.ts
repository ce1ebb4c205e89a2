import * as z from 'zod';
import { count, id, list, nul, num, str } from './common.js';
import { matchSummary } from './match-summary.js';
import { team } from './people.js';
import { season } from './season.js';

/**
 * The calls of docs/upstream-extensions.md, World cups. A side's origin is data the bracket
 * is drawn from: a shape it does not know is no origin (null), never a failed page.
 */
const slot = z
  .union([z.object({ groupId: id, rank: num }), z.object({ winnerOf: id })])
  .nullable()
  .catch(null);

/** `/seasons/{id}/bracket`: the knockout rounds, each side saying where its team comes from. */
export const seasonBracket = z.looseObject({
  seasonId: id,
  rounds: list(
    z.looseObject({
      groupId: id,
      turnId: nul(id),
      kind: nul(str),
      name: str,
      matches: list(z.looseObject({ matchId: id, home: slot, away: slot })),
    }),
  ),
});

/** `/seasons/{id}/stadiums`: where a season's matches are played. */
export const seasonStadiums = z.array(
  z.looseObject({
    id,
    name: str,
    countryId: nul(id),
    country: nul(str),
    matches: count,
    firstMatch: nul(str),
    lastMatch: nul(str),
  }),
);

export const raceStatus = z.enum(['qualified', 'in', 'contending', 'out']);

/** `/seasons/{id}/king-of-kings-race`: a Kings league's race to the next King of Kings. */
export const kingOfKingsRace = z.looseObject({
  seasonId: id,
  competitionId: nul(id),
  places: num,
  complete: z.preprocess((value) => value ?? false, z.boolean()),
  standings: list(
    z.looseObject({
      rank: num,
      team,
      points: count,
      played: count,
      remaining: count,
      maxPoints: count,
      status: raceStatus,
    }),
  ),
  qualified: list(team),
  fixtures: list(matchSummary),
});

const road = z
  .looseObject({ competitionId: id, seasonId: id, matchId: nul(id) })
  .nullable()
  .catch(null);

/** `/finalissima`: every edition, newest first, with its final and where each side's team comes from. */
export const finalissimaEditions = z.array(
  z.looseObject({
    season,
    stadium: z
      .looseObject({ id, name: str, countryId: nul(id), country: nul(str) })
      .nullable()
      .catch(null),
    match: matchSummary,
    road: z.preprocess((value) => value ?? {}, z.looseObject({ home: road.optional(), away: road.optional() })),
  }),
);

export type SeasonBracket = z.infer<typeof seasonBracket>;
export type BracketSlot = z.infer<typeof slot>;
export type SeasonStadium = z.infer<typeof seasonStadiums>[number];
export type KingOfKingsRace = z.infer<typeof kingOfKingsRace>;
export type RaceStatus = z.infer<typeof raceStatus>;
export type FinalissimaEdition = z.infer<typeof finalissimaEditions>[number];
