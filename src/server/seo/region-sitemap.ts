import type { Region } from '../../shared/config/regions.js';
import { LANGS } from '../../shared/config/locales.js';
import { matchRow } from '../../shared/league/matches-view.js';
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

const latest = (dates: readonly (string | null)[]): string | null => dates.reduce<string | null>((a, b) => (b && (!a || b > a) ? b : a), null);

/**
 * The detail pages of a region's current season, at the addresses the site itself links to:
 * each club, each player, each match that has a page and two known teams. A team's and a
 * player's page change with every result: their lastmod is the season's last played match.
 */
export async function regionEntries(data: DataLayer, region: Region, now: Date): Promise<SitemapEntry[]> {
  const competition = await data.competition.load(region);
  const season = competition.season;
  if (!season) return [];
  const [detail, players] = await Promise.all([data.competition.seasonDetail(season.id), data.api.seasonPlayers(season.id)]);
  const rows = detail.phases.flatMap((p) => p.groups.flatMap((g) => g.turns.flatMap((t) => t.matches))).map((m) => matchRow(m, now));
  const played = latest(rows.filter((m) => m.status === 'ended' && m.date && m.date <= now.toISOString()).map((m) => m.date));
  const listed = new Set(competition.teams.filter((t) => !t.isPlaceholder).map((t) => t.id));
  return [
    ...competition.teams.filter((t) => listed.has(t.id)).flatMap((t) =>
      everyLanguage('region-teams-team', { region: region.slug, team: t.id, teamName: teamSlug(t.name) || 'team' }, played)),
    ...players.filter((p) => p.team && listed.has(p.team.id)).flatMap((p) =>
      everyLanguage('region-players-player', { region: region.slug, playerId: p.id, playerName: playerSlug(p) }, played)),
    ...rows.filter((m) => m.hasPage && m.home.slug && m.away.slug).flatMap((m) =>
      everyLanguage('region-matches-match', { region: region.slug, matchId: m.id, homeTeam: m.home.slug!, awayTeam: m.away.slug! }, m.date && m.date <= now.toISOString() ? m.date : null)),
  ];
}
