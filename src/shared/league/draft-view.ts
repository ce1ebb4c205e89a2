import type { Draft, PlayerRole } from '../api/index.js';
import { mappedOnce } from '../memo.js';
import { type TeamRef, teamRef } from './draft-people.js';
import { fullName, playerSlug } from './player-view.js';

export interface DraftPickRow {
  /** Overall pick number, and the pick within its round. */
  number: number;
  pick: number;
  team: TeamRef;
  player: { id: number; name: string; slug: string; role: PlayerRole | null };
}

export interface DraftRules {
  teams: number;
  rounds: number;
  picks: number;
  /** Every other round runs backwards. */
  snake: boolean;
  /** Players per squad, and how many of its places the presidents fill after the draft. */
  squadSize: number | null;
  wildcards: number | null;
  reserves: number | null;
}

export interface DraftView {
  date: string | null;
  /** The next draft, when announced. */
  nextDate: string | null;
  rules: DraftRules;
  rounds: { round: number; picks: DraftPickRow[] }[];
}

/** A season's draft as the draft page shows it: the rules in numbers, then every pick round by round; mapped once per draft. */
export const draftView = /* @__PURE__ */ mappedOnce(mapDraft);

function mapDraft(draft: Draft): DraftView {
  const rounds = new Map<number, DraftPickRow[]>();
  for (const p of [...draft.picks].sort((a, b) => a.number - b.number)) {
    const row: DraftPickRow = {
      number: p.number,
      pick: p.pick,
      team: teamRef(p.team),
      player: {
        id: p.player.id,
        name: fullName(p.player) || p.player.shortName || '—',
        slug: playerSlug(p.player),
        role: p.player.role,
      },
    };
    rounds.set(p.round, [...(rounds.get(p.round) ?? []), row]);
  }
  const { rules } = draft;
  return {
    date: draft.date,
    nextDate: draft.nextDate,
    rules: {
      teams: rules.teams,
      rounds: rules.rounds,
      picks: draft.picks.length,
      snake: rules.order === 'snake',
      squadSize: rules.squadSize,
      wildcards: rules.wildcards,
      reserves: rules.reserves,
    },
    rounds: [...rounds.entries()].sort(([a], [b]) => a - b).map(([round, picks]) => ({ round, picks })),
  };
}
