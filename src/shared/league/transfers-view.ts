import type { PlayerRole, TransferWindow } from '../api/index.js';
import { mappedOnce } from '../memo.js';
import { type TeamRef, teamRef, teamsOf } from './draft-people.js';
import { mediaUrl } from './media.js';
import { fullName, playerSlug } from './player-view.js';

export const TRANSFER_KINDS = ['draft', 'wildcard', 'loan', 'free', 'swap'] as const;
export type TransferKind = (typeof TRANSFER_KINDS)[number];

export interface TransferRow {
  id: number;
  date: string | null;
  /** A kind the site does not know is shown as it came (docs/upstream-extensions.md). */
  kind: string;
  player: { id: number; name: string; slug: string; image: string | null; role: PlayerRole | null };
  /** Team ids: none for a draft pick or a wildcard signing. */
  from: number | null;
  to: number;
}

export interface TransfersView {
  opens: string | null;
  closes: string | null;
  rows: TransferRow[];
  /** Every team of the window, by name: the filter's choices and the rows' crests. */
  teams: TeamRef[];
}

export const isKnownKind = (kind: string): kind is TransferKind => (TRANSFER_KINDS as readonly string[]).includes(kind);

/** The window's transfers newest first (the API's order is not relied on), mapped once per window. */
export const transfersView = /* @__PURE__ */ mappedOnce(mapTransfers);

function mapTransfers(window: TransferWindow): TransfersView {
  const rows = window.transfers.map(
    (t): TransferRow => ({
      id: t.id,
      date: t.date,
      kind: t.kind,
      player: {
        id: t.player.id,
        name: fullName(t.player) || t.player.shortName || '—',
        slug: playerSlug(t.player),
        image: mediaUrl(t.player.image),
        role: t.player.role,
      },
      from: t.fromTeam?.id ?? null,
      to: t.toTeam.id,
    }),
  );
  const time = (row: TransferRow) => (row.date ? Date.parse(row.date) : Number.NEGATIVE_INFINITY);
  rows.sort((a, b) => time(b) - time(a) || b.id - a.id);
  const teams = teamsOf(window.transfers.flatMap((t) => [teamRef(t.toTeam), t.fromTeam ? teamRef(t.fromTeam) : null]));
  return { opens: window.opens, closes: window.closes, rows, teams };
}

/** `?team=` names one of the window's teams, or filters nothing. */
export function parseTeamFilter(value: string | null, teams: readonly TeamRef[]): number | null {
  const id = value !== null && /^\d{1,9}$/.test(value) ? Number(value) : null;
  return id !== null && teams.some((t) => t.id === id) ? id : null;
}

export const rowsOfTeam = (rows: readonly TransferRow[], team: number | null): TransferRow[] =>
  team === null ? [...rows] : rows.filter((r) => r.from === team || r.to === team);
