import type { Lang } from '../../shared/config/locales.js';
import type { Region } from '../../shared/config/regions.js';
import { hasMatchPage } from '../../shared/league/match-page.js';
import { matchView, type MatchView } from '../../shared/league/match-view.js';
import type { MatchPageData } from '../../shared/ui/page-data.js';
import type { DataLayer } from '../data/index.js';
import { NotFoundError } from '../errors.js';
import { sportsEvent } from '../seo/json-ld.js';
import { Loaded, type Loader } from './types.js';

/** One match of one region: a match of another competition is not found here, never shown. */
export async function loadMatch(data: DataLayer, region: Region, id: number, lang: Lang, now: Date): Promise<MatchView> {
  if (!Number.isSafeInteger(id) || !hasMatchPage(id)) throw new NotFoundError('Match not found');
  const detail = await data.api.match(id, { lang, live: true });
  if (!region.competitionId.includes(detail.season.competitionId)) throw new NotFoundError('Match not found');
  return matchView(detail, now);
}

export const matchLoader: Loader = async ({ data, region, lang, params, now, url }): Promise<Loaded<MatchPageData>> => {
  const view = await loadMatch(data, region!, Number(params.matchId), lang, now);
  return new Loaded({ view }, {
    title: `${view.home.name} vs ${view.away.name}`,
    jsonLd: sportsEvent(view, url, region!.leagueTitle),
  });
};
