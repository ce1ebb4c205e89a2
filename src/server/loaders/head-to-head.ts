import { CONTEXTS, type WebContext } from '../../shared/config/contexts.js';
import { regionsFor } from '../../shared/config/regions.js';
import { type HeadToHead, type HeadToHeadOf, headToHead } from '../../shared/league/head-to-head.js';
import { seasonsShown } from '../../shared/league/team-seasons.js';
import type { DataLayer } from '../data/index.js';

/**
 * The two clubs' earlier meetings, read from the home club's matches in each of its seasons of
 * this league (every region's competitions): the away club played all of them too, so one
 * club's lists hold every meeting (docs/decisions/0084-head-to-head-from-one-club.md).
 */
export async function loadHeadToHead(
  data: DataLayer,
  context: WebContext,
  of: HeadToHeadOf,
  now: Date,
): Promise<HeadToHead> {
  const regions = regionsFor(context);
  const competitions = regions.flatMap((r) => r.competitionId);
  const seasons = seasonsShown(await data.api.teamSeasons(of.homeId), CONTEXTS[context].genders, competitions);
  const lists = await Promise.all(seasons.map((s) => data.api.teamSeasonMatches(of.homeId, s.id)));
  const competitionOf = new Map(seasons.map((s) => [s.id, s.competitionId]));
  const regionOf = (seasonId: number) =>
    regions.find((r) => r.competitionId.includes(competitionOf.get(seasonId) ?? -1))?.slug;
  return headToHead(lists.flat(), of, regionOf, now);
}
