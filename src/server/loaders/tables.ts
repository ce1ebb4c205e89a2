import { tablesView } from '../../shared/league/tables-view.js';
import type { TablesPageData } from '../../shared/ui/page-data.js';
import type { Loader } from './types.js';

/** The region's current season (or `?season=` among its seasons) as tables and bracket. */
export const tablesLoader: Loader = async ({ data, region, lang, query }): Promise<TablesPageData> => {
  const competition = await data.competition.load(region!);
  const seasons = competition.seasons.map((s) => ({ id: s.id, name: s.displayName ?? s.name }));
  const asked = Number(query.get('season'));
  const seasonId = seasons.some((s) => s.id === asked) ? asked : competition.season?.id;
  if (seasonId === undefined) return { seasons, selected: null, view: null };
  const detail = await data.competition.seasonDetail(seasonId, lang);
  return { seasons, selected: seasonId, view: tablesView(detail) };
};
