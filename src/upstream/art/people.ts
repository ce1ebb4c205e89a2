import type { RawCandidate, RawLegend, RawPlayer, RawStaff, RawTeam, TeamGender } from '../data/types.js';
import { type Portrait, portraitSvg } from './portrait.js';

type Person = { id: number; shortName: string; gender: TeamGender };

/** The key names the kind of person too, so a player's face is not a staff member's of the same id. */
const portrait = (
  kind: string,
  who: Person,
  team: RawTeam | undefined,
  dress: Pick<Portrait, 'outfit' | 'number' | 'build'>,
) =>
  portraitSvg({
    seed: `${kind}:${who.id}`,
    name: who.shortName,
    gender: who.gender,
    colors: team?.colors ?? null,
    ...dress,
  });

export const playerSvg = (player: RawPlayer, team: RawTeam | undefined) =>
  portrait('player', player, team, { outfit: 'shirt', number: player.jersey, build: player });

/** A draft candidate is on no club yet: a plain training shirt, no number; the same face once drafted. */
export const candidateSvg = (c: RawCandidate) =>
  portrait('player', c, undefined, { outfit: 'shirt', number: null, build: c });

/** A legend wears the shirt of the club of the first spell, with the guest's number 12. */
export const legendSvg = (legend: RawLegend, team: RawTeam | undefined) =>
  portrait('legend', legend, team, { outfit: 'shirt', number: 12 });

/** Presidents and coaches in a suit, its tie in the club's colour. */
export const staffSvg = (member: RawStaff, team: RawTeam | undefined) =>
  portrait('staff', member, team, { outfit: 'suit', number: null });
