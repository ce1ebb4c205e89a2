import { LANGS } from '../../shared/config/locales.js';
import type { Region } from '../../shared/config/regions.js';
import { matchRow } from '../../shared/league/matches-view.js';
import { newsListHref, newsPostHref } from '../../shared/league/news-view.js';
import { playerSlug } from '../../shared/league/player-view.js';
import { teamSlug } from '../../shared/league/slug.js';
import { tryHref } from '../../shared/routing/href.js';
import type { RouteBase, RouteParams } from '../../shared/routing/routes.js';
import type { DataLayer } from '../data/index.js';

export interface SitemapEntry {
  path: string;
  /** ISO date of the data's last change the page shows, when known. */
  lastmod: string | null;
}

/** A page in every language it exists in. */
function everyLanguage<B extends RouteBase>(base: B, params: RouteParams<B>, lastmod: string | null): SitemapEntry[] {
  return LANGS.flatMap((lang) => {
    const path = tryHref(base, lang, params);
    return path ? [{ path, lastmod }] : [];
  });
}

const latest = (dates: readonly (string | null)[]): string | null =>
  dates.reduce<string | null>((a, b) => (b && (!a || b > a) ? b : a), null);

/** Posts the sitemap lists at most: the CMS's largest page, far more than a season writes. */
const NEWS_LISTED = 100;

/**
 * The news list and each post with a page of its own, in the region's news language only.
 * External posts are left out: they open another site (docs/decisions/0024-news-addresses.md).
 */
async function newsEntries(data: DataLayer, region: Region): Promise<SitemapEntry[]> {
  const lang = region.newsLang;
  if (!lang) return [];
  const { posts } = await data.news.list(region, { categories: ['featured', 'general'], perPage: NEWS_LISTED });
  const own = posts.filter((p) => p.externalUrl === null);
  return [
    { path: newsListHref(lang, region.slug), lastmod: latest(posts.map((p) => p.date)) },
    ...own.map((p) => ({ path: newsPostHref(lang, region.slug, p.slug), lastmod: p.modified ?? p.date })),
  ];
}

/** A region's current season as the sitemaps list it: its clubs, its players, its matches and when it last played. */
export async function seasonListing(data: DataLayer, region: Region, now: Date) {
  const competition = await data.competition.load(region);
  const season = competition.season;
  if (!season) return null;
  const [detail, players] = await Promise.all([
    data.competition.seasonDetail(season.id),
    data.api.seasonPlayers(season.id),
  ]);
  const rows = detail.phases
    .flatMap((p) => p.groups.flatMap((g) => g.turns.flatMap((t) => t.matches)))
    .map((m) => matchRow(m, now));
  const played = latest(
    rows.filter((m) => m.status === 'ended' && m.date && m.date <= now.toISOString()).map((m) => m.date),
  );
  const teams = competition.teams.filter((t) => !t.isPlaceholder);
  const listed = new Set(teams.map((t) => t.id));
  return { teams, players: players.filter((p) => p.team && listed.has(p.team.id)), rows, played };
}

/**
 * The detail pages of a region's current season, at the addresses the site itself links to:
 * each club, each player, each match that has a page and two known teams. A team's and a
 * player's page change with every result: their lastmod is the season's last played match.
 * Then its news.
 */
export async function regionEntries(data: DataLayer, region: Region, now: Date): Promise<SitemapEntry[]> {
  const [current, news] = await Promise.all([seasonListing(data, region, now), newsEntries(data, region)]);
  if (!current) return news;
  const { teams, players, rows, played } = current;
  return [
    ...teams.flatMap((t) =>
      everyLanguage(
        'region-teams-team',
        { region: region.slug, team: t.id, teamName: teamSlug(t.name) || 'team' },
        played,
      ),
    ),
    ...players.flatMap((p) =>
      everyLanguage(
        'region-players-player',
        { region: region.slug, playerId: p.id, playerName: playerSlug(p) },
        played,
      ),
    ),
    ...rows
      .filter((m) => m.hasPage && m.home.slug && m.away.slug)
      .flatMap((m) =>
        everyLanguage(
          'region-matches-match',
          { region: region.slug, matchId: m.id, homeTeam: m.home.slug!, awayTeam: m.away.slug! },
          m.date && m.date <= now.toISOString() ? m.date : null,
        ),
      ),
    ...news,
  ];
}

/**
 * The league-wide club and player pages (`/{lang}/teams/…`, `/{lang}/players/…`): every club and
 * player of a current season of the context, once, with the lastmod of the first region in the
 * regions' order that has them, the region their page shows them in (docs/decisions/0012-player-pages.md).
 */
export async function globalEntries(data: DataLayer, regions: readonly Region[], now: Date): Promise<SitemapEntry[]> {
  const seasons = await Promise.all(regions.map((region) => seasonListing(data, region, now)));
  const teams = new Map<number, SitemapEntry[]>();
  const players = new Map<number, SitemapEntry[]>();
  for (const current of seasons) {
    if (!current) continue;
    for (const t of current.teams) {
      if (!teams.has(t.id))
        teams.set(
          t.id,
          everyLanguage('teams-team', { team: t.id, teamName: teamSlug(t.name) || 'team' }, current.played),
        );
    }
    for (const p of current.players) {
      if (!players.has(p.id))
        players.set(
          p.id,
          everyLanguage('players-player', { playerId: p.id, playerName: playerSlug(p) }, current.played),
        );
    }
  }
  return [...teams.values(), ...players.values()].flat();
}
