import { emptyOrder, TIERS, type Tier, type TierOrder } from './tier-list.js';

/** The share parameter: the tiers best first, `_` between tiers, `-` between team ids ("12-5_3_…"). */
export const SHARE_PARAM = 'tiers';

export function encodeTiers(order: TierOrder): string {
  return TIERS.map((tier) => order[tier].join('-')).join('_');
}

/**
 * A shared list over the teams of the default one: unknown or repeated ids are dropped, and a
 * team the link leaves out keeps its default tier (at its end), so any link gives a whole list.
 * Null: no usable link (the default list is shown).
 */
export function decodeTiers(value: string | null, defaults: TierOrder): TierOrder | null {
  if (!value || value.length > 2000) return null;
  const parts = value.split('_');
  if (parts.length !== TIERS.length) return null;
  const known = new Set(TIERS.flatMap((t) => defaults[t]));
  const seen = new Set<number>();
  const order = emptyOrder();
  parts.forEach((part, i) => {
    for (const word of part.split('-')) {
      const id = /^\d{1,9}$/.test(word) ? Number(word) : NaN;
      if (!known.has(id) || seen.has(id)) continue;
      seen.add(id);
      order[TIERS[i]!].push(id);
    }
  });
  if (seen.size === 0) return null;
  for (const tier of TIERS) for (const id of defaults[tier]) if (!seen.has(id)) order[tier].push(id);
  return order;
}

export function tierOf(order: TierOrder, id: number): Tier | null {
  return TIERS.find((t) => order[t].includes(id)) ?? null;
}

/** Puts a team in a tier at an index (clamped); the rest keep their order. */
export function placeTeam(order: TierOrder, id: number, tier: Tier, index: number): TierOrder {
  const next = emptyOrder();
  for (const t of TIERS) next[t] = order[t].filter((x) => x !== id);
  const at = Math.max(0, Math.min(index, next[tier].length));
  next[tier].splice(at, 0, id);
  return next;
}

export type Step = 'up' | 'down' | 'before' | 'after';

/**
 * One keyboard step: up and down move the team to the end of the tier above or below (at an
 * edge it stays), before and after move it within its tier.
 */
export function stepTeam(order: TierOrder, id: number, step: Step): TierOrder {
  const tier = tierOf(order, id);
  if (!tier) return order;
  const t = TIERS.indexOf(tier);
  const index = order[tier].indexOf(id);
  switch (step) {
    case 'up':
      return t === 0 ? order : placeTeam(order, id, TIERS[t - 1]!, Infinity);
    case 'down':
      return t === TIERS.length - 1 ? order : placeTeam(order, id, TIERS[t + 1]!, Infinity);
    case 'before':
      return index === 0 ? order : placeTeam(order, id, tier, index - 1);
    case 'after':
      return index === order[tier].length - 1 ? order : placeTeam(order, id, tier, index + 1);
  }
}
