import { parseMeta } from './legends.js';

export type StaffRole = 'president' | 'coach' | (string & {});

export interface StaffLike {
  role?: StaffRole | null;
}

function byRole<S extends StaffLike>(staffs: readonly S[] | null | undefined, role: StaffRole): S | null {
  return staffs?.find((staff) => staff.role === role) ?? null;
}

export function president<S extends StaffLike>(staffs: readonly S[] | null | undefined): S | null {
  return byRole(staffs, 'president');
}

export function coach<S extends StaffLike>(staffs: readonly S[] | null | undefined): S | null {
  return byRole(staffs, 'coach');
}

export function isGoalkeeper(player: { role?: string | null }): boolean {
  return player.role === 'goalkeeper';
}

/**
 * Presidents can appear in a team's player list with no role (docs/upstream.md); only their
 * metaInformation says so, and it may arrive as JSON text.
 */
export function isPresidentPlayer(player: { metaInformation?: unknown }): boolean {
  const meta = parseMeta(player.metaInformation);
  return typeof meta === 'object' && meta !== null && (meta as { category?: unknown }).category === 'president';
}
