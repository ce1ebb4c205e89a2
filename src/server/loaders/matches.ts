import { matchesView } from '../../shared/league/matches-view.js';
import type { MatchesPageData } from '../../shared/ui/page-data.js';
import type { Loader } from './types.js';

/** One turn of the region's current season: `?turn=` or the current turn. */
export const matchesLoader: Loader = async ({ data, region, lang, query, now }): Promise<MatchesPageData> => {
  const competition = await data.competition.load(region!);
  if (!competition.season) return { view: null };
  const detail = await data.competition.seasonDetail(competition.season.id, lang);
  const turn = Number(query.get('turn'));
  return { view: matchesView(detail, now, Number.isInteger(turn) ? turn : undefined) };
};
