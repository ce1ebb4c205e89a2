import type { LegendPlayer, PlayerRole } from '../api/index.js';
import type { Region, RegionSlug } from '../config/regions.js';
import { keptBeside } from '../memo.js';
import { type TeamRef, teamRef } from './draft-people.js';
import { mediaUrl } from './media.js';

export interface LegendSpellView {
  team: TeamRef;
  /** The season's name, or the edition's year when it is no season of the league API. */
  season: string | null;
  year: number | null;
  /** The numbers the league knows of the spell; null: unknown. */
  matches: number | null;
  goals: number | null;
  assists: number | null;
  mvps: number | null;
}

export interface LegendCard {
  id: number;
  name: string;
  image: string | null;
  role: PlayerRole | null;
  spells: LegendSpellView[];
}

export interface LegendGroup {
  region: RegionSlug;
  league: string;
  legends: LegendCard[];
}

const known = (s: LegendSpellView) => [s.matches, s.goals, s.assists, s.mvps].some((n) => n !== null);
const played = (l: LegendCard) => l.spells.reduce((sum, s) => sum + (s.matches ?? 0), 0);

export function legendCard(l: LegendPlayer): LegendCard {
  return {
    id: l.id,
    name: l.shortName ?? ([l.firstName, l.lastName].filter(Boolean).join(' ') || '—'),
    image: mediaUrl(l.image),
    role: l.role,
    spells: l.spells.map((s) => ({
      team: teamRef(s.team),
      season: s.season?.name ?? null,
      year: s.year,
      matches: s.matches,
      goals: s.goals,
      assists: s.assists,
      mvps: s.mvps,
    })),
  };
}

/** Groups per cached legends list and regions, mapped once (a kept page part is found again beside them). */
const grouped = /* @__PURE__ */ keptBeside<readonly LegendPlayer[], LegendGroup[]>();

/**
 * Legends by league, in the order the regions are listed; within one, those whose numbers are
 * known first (most matches first), then by name. A legend of a competition no region runs is left out.
 */
export function legendGroups(legends: readonly LegendPlayer[], regions: readonly Region[]): LegendGroup[] {
  return grouped(legends, regions.map((r) => r.slug).join(), () => groupLegends(legends, regions));
}

function groupLegends(legends: readonly LegendPlayer[], regions: readonly Region[]): LegendGroup[] {
  return regions.flatMap((region) => {
    const cards = legends
      .filter((l) => l.competitionId !== null && region.competitionId.includes(l.competitionId))
      .map(legendCard);
    cards.sort(
      (a, b) =>
        Number(b.spells.some(known)) - Number(a.spells.some(known)) ||
        played(b) - played(a) ||
        a.name.localeCompare(b.name, 'en'),
    );
    return cards.length > 0 ? [{ region: region.slug, league: region.leagueTitle, legends: cards }] : [];
  });
}
