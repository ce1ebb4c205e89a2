import { regionHomeView } from '../../shared/league/region-home-view.js';
import type { RegionHomeData } from '../../shared/ui/page-data.js';
import { settled, type Loader } from './types.js';

/** Each part of the competition's front page loads on its own: one failing leaves the others. */
export const regionHomeLoader: Loader = async ({ data, region, lang, now }): Promise<RegionHomeData> => {
  const competition = await data.competition.load(region!);
  const season = competition.season;
  const [detail, cards, news] = await Promise.allSettled([
    season ? data.competition.seasonDetail(season.id, lang) : Promise.reject(new Error('no season')),
    season ? data.api.topCards(season.id) : Promise.reject(new Error('no season')),
    region!.newsLang === lang ? data.news.list(region!, { perPage: 4 }) : Promise.reject(new Error('no news in this language')),
  ]);
  const ranking = settled(cards);
  const page = settled(news);
  return {
    view: detail.status === 'fulfilled' ? regionHomeView(detail.value, now) : null,
    cards: ranking ? ranking.slice(0, 3).map((r) => ({ name: r.player?.jerseyName ?? r.player?.shortName ?? r.team?.name ?? '—', team: r.player?.team?.name ?? null, total: r.total })) : null,
    news: page ? page.posts.map((p) => ({ slug: p.slug, title: p.title, date: p.date })) : null,
  };
};
