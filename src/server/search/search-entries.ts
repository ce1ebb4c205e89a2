import { CONTEXTS, type WebContext } from '../../shared/config/contexts.js';
import type { Lang } from '../../shared/config/locales.js';
import { findRegion, type Region, regionsFor } from '../../shared/config/regions.js';
import type { Translate } from '../../shared/i18n/messages.js';
import { newsPostHref } from '../../shared/league/news-view.js';
import { fullName, playerSlug } from '../../shared/league/player-view.js';
import { teamSlug } from '../../shared/league/slug.js';
import { href } from '../../shared/routing/href.js';
import { listedPages } from '../../shared/routing/sitemap.js';
import type { SearchEntry } from '../../shared/search/search-index.js';
import type { DataLayer } from '../data/index.js';
import { seasonListing } from '../seo/region-sitemap.js';

/** Posts searched per region: the news list's first page of the CMS's largest size. */
const NEWS_SEARCHED = 100;

/**
 * Clubs and players of every current season of the context, once each, at their league-wide
 * pages (the region they show is the first that has them, as the sitemap lists them).
 */
async function people(data: DataLayer, regions: readonly Region[], lang: Lang, now: Date): Promise<SearchEntry[]> {
  const seasons = await Promise.all(regions.map((region) => seasonListing(data, region, now)));
  const teams = new Map<number, SearchEntry>();
  const players = new Map<number, SearchEntry>();
  seasons.forEach((season, i) => {
    if (!season) return;
    const league = regions[i]!.leagueTitle;
    for (const t of season.teams)
      if (!teams.has(t.id))
        teams.set(t.id, {
          name: t.name,
          kind: 'team',
          href: href('teams-team', lang, { team: t.id, teamName: teamSlug(t.name) || 'team' }),
          detail: league,
        });
    for (const p of season.players)
      if (!players.has(p.id))
        players.set(p.id, {
          name: fullName(p),
          kind: 'player',
          href: href('players-player', lang, { playerId: p.id, playerName: playerSlug(p) }),
          detail: p.team?.name ?? league,
        });
  });
  return [...teams.values(), ...players.values()];
}

/** The posts with a page of their own in the regions whose news are written in this language. */
async function news(data: DataLayer, regions: readonly Region[], lang: Lang): Promise<SearchEntry[]> {
  const own = regions.filter((region) => region.newsLang === lang);
  const lists = await Promise.all(
    own.map((region) => data.news.list(region, { categories: ['featured', 'general'], perPage: NEWS_SEARCHED })),
  );
  return lists.flatMap(({ posts }, i) =>
    posts
      .filter((post) => post.externalUrl === null && post.title.trim() !== '')
      .map((post) => ({
        name: post.title,
        kind: 'news' as const,
        href: newsPostHref(lang, own[i]!.slug, post.slug),
        detail: own[i]!.leagueTitle,
      })),
  );
}

/** The route table's pages in this language, named as their titles say, with their competition. */
function pages(context: WebContext, lang: Lang, t: Translate): SearchEntry[] {
  const site = CONTEXTS[context].title;
  return listedPages(context, lang).map(({ base, region, path }) => {
    const league = region ? (findRegion(context, region)?.leagueTitle ?? site) : site;
    const name = base === 'region' ? league : base === 'index' ? site : t(`page.${base}`);
    return { name, kind: 'page', href: path, detail: base === 'region' || base === 'index' ? null : league };
  });
}

/**
 * What the site search finds in one language: clubs, players, news and pages, from the data the
 * site already reads through its data layer. Names are as the league writes them; a failed read
 * fails the whole build, so an index is never one that lost a part.
 */
export async function collectEntries(
  data: DataLayer,
  context: WebContext,
  lang: Lang,
  t: Translate,
  now: Date,
): Promise<SearchEntry[]> {
  const regions = regionsFor(context).filter((r) => r.navVisible);
  const [found, posts] = await Promise.all([people(data, regions, lang, now), news(data, regions, lang)]);
  return [...found, ...posts, ...pages(context, lang, t)];
}
