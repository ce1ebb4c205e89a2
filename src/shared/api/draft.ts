import * as z from 'zod';
import { gender, id, image, list, name, nul, num, playerGender, soft, str } from './common.js';
import { player, playerWithTeam, team } from './people.js';

/** docs/upstream-extensions.md "Draft and people": calls the league API contract has no word for. */

export const draftPick = z.looseObject({ number: id, round: id, pick: id, team, player });

export const draft = z.looseObject({
  seasonId: id,
  competitionId: soft(id),
  date: soft(str),
  nextDate: soft(str),
  rules: z.looseObject({
    teams: num,
    rounds: num,
    order: soft(str),
    squadSize: soft(num),
    wildcards: soft(num),
    reserves: soft(num),
  }),
  picks: list(draftPick),
});

/** The reserve list, first called up first; its players play for no team. */
export const draftReserves = z.array(z.looseObject({ rank: id, player: playerWithTeam }));

export const draftApplication = z.looseObject({
  competitionId: id,
  seasonId: soft(id),
  opens: soft(str),
  closes: soft(str),
  tryouts: soft(str),
  draftDate: soft(str),
  gender,
  minimumAge: soft(num),
  maximumAge: soft(num),
  /** ISO 3166 alpha-2 codes. */
  residence: list(str),
  requirements: list(str),
});

/** When the call to a competition's next draft opens, announced before the call itself. */
export const nextDraftCall = z.looseObject({ competitionId: id, opens: str });

export const transfer = z.looseObject({
  id,
  date: soft(str),
  /** draft, wildcard, loan, free, swap; another kind is shown as it came. */
  kind: str,
  player,
  fromTeam: nul(team),
  toTeam: team,
});

export const transferWindow = z.looseObject({
  seasonId: id,
  opens: soft(str),
  closes: soft(str),
  transfers: list(transfer),
});

const legendSpell = z.looseObject({
  team,
  season: soft(z.looseObject({ id, name: nul(str), displayName: nul(str) })),
  year: soft(num),
  matches: soft(num),
  goals: soft(num),
  assists: soft(num),
  mvps: soft(num),
});

/** A legend of the league: an icon who played for its clubs, not a player of the current squads. */
export const legendPlayer = z.looseObject({
  id,
  competitionId: soft(id),
  firstName: nul(name),
  lastName: nul(name),
  shortName: nul(name),
  role: player.shape.role,
  gender: playerGender,
  countryId: soft(id),
  image,
  spells: list(legendSpell),
});

export const legendPlayers = z.array(legendPlayer);

export type Draft = z.infer<typeof draft>;
export type DraftPick = z.infer<typeof draftPick>;
export type DraftReserve = z.infer<typeof draftReserves>[number];
export type DraftApplication = z.infer<typeof draftApplication>;
export type NextDraftCall = z.infer<typeof nextDraftCall>;
export type Transfer = z.infer<typeof transfer>;
export type TransferWindow = z.infer<typeof transferWindow>;
export type LegendPlayer = z.infer<typeof legendPlayer>;
export type LegendSpell = LegendPlayer['spells'][number];
