/**
 * Named route checks (docs/spec.md §5) as data. A check name stands for one region of one context;
 * a page lists the checks that block it. On a global page, `kings` and `queens` stand for the
 * whole context. The spec's blocked lists write King of Kings as `king-of-kings`; its check
 * name is `king-of-kings-nations`.
 */
import type { WebContext } from '../config/contexts.js';
import type { RegionSlug } from '../config/regions.js';

export const CHECK_NAMES = [
  'americas',
  'spain',
  'queens',
  'queens-americas',
  'italy',
  'nations',
  'world-cup',
  'king-of-kings-nations',
  'brazil',
  'france',
  'germany',
  'mena',
  'kings',
] as const;
export type CheckName = (typeof CHECK_NAMES)[number];

const KOK = 'king-of-kings-nations';

/** The check name each region answers to, per context. */
export const CHECK_OF_REGION = Object.freeze({
  kings: {
    espana: 'spain',
    americas: 'americas',
    italia: 'italy',
    brazil: 'brazil',
    france: 'france',
    germany: 'germany',
    mena: 'mena',
    'kwc-nations': 'nations',
    'world-cup': 'world-cup',
    'king-of-kings': KOK,
  },
  queens: { espana: 'queens', americas: 'queens-americas' },
} as const satisfies Readonly<Record<WebContext, Partial<Record<RegionSlug, CheckName>>>>);

/** Every check that names a region, in either context. */
export const REGION_CHECKS: readonly CheckName[] = Object.values(CHECK_OF_REGION).flatMap((byRegion) =>
  Object.values(byRegion),
);

/** Block every region but the allowed ones. */
export const allowOnly = (...allowed: CheckName[]): CheckName[] => REGION_CHECKS.filter((c) => !allowed.includes(c));

/** The blocked sets the spec lists, written out exactly as docs/spec.md §5 gives them. */
export const SPEC_BLOCKED = {
  assists: ['americas', 'world-cup', 'italy', 'queens-americas', 'nations', KOK, 'brazil', 'france', 'germany', 'mena'],
  bestGoalkeeper: [
    'americas',
    'world-cup',
    'italy',
    'queens-americas',
    'nations',
    KOK,
    'brazil',
    'france',
    'germany',
    'mena',
  ],
  teamSimulator: ['italy', 'americas', 'spain', 'world-cup', 'nations', 'queens', KOK, 'germany', 'france', 'mena'],
  squadSimulator: ['italy', 'americas', 'world-cup', 'nations', KOK, 'brazil', 'france', 'germany', 'mena'],
  draftReserves: ['world-cup', 'nations', KOK, 'france', 'germany', 'mena'],
  matchdayMvp: [KOK, 'nations', 'world-cup'],
  mediaAccreditation: [KOK, 'brazil', 'nations', 'world-cup', 'france', 'mena'],
  circularsEs: ['americas', 'spain', 'italy', KOK, 'brazil', 'nations', 'world-cup', 'france', 'germany', 'mena'],
  /** The spec's full list for join-the-draft, less the allowed Spain leagues (docs/decisions/0002). */
  joinTheDraft: ['americas', 'italy', 'nations', KOK, 'brazil', 'france', 'germany', 'mena'],
  legends: ['queens'],
  stores: ['queens'],
  finalissima: ['kings'],
} as const satisfies Record<string, readonly CheckName[]>;

/** Sets the spec leaves as "various", derived from the navigation section (docs/decisions/0002). */
export const DERIVED_BLOCKED = {
  mostPages: [KOK],
  noCups: ['nations', 'world-cup', KOK],
  regionLegends: ['queens', 'queens-americas', KOK],
  tablesKwcc: allowOnly('world-cup'),
  spainOnly: allowOnly('spain', 'queens'),
  worldCups: allowOnly('world-cup', 'nations'),
  italyOnly: allowOnly('italy'),
  kingOfKingsOnly: allowOnly(KOK),
  none: [],
} as const satisfies Record<string, readonly CheckName[]>;
