import type { MatchDetail } from '../../shared/api/index.js';
import type { Region } from '../../shared/config/regions.js';
import { longDateTime } from '../../shared/i18n/dates.js';
import type { MatchView } from '../../shared/league/match-view.js';
import type { MatchSide } from '../../shared/league/matches-view.js';
import { href } from '../../shared/routing/href.js';
import type { PageMeta, SiteContext } from '../loaders/define-loader.js';
import { matchCard, sharePicture } from '../share/card.js';
import { absolute } from './absolute.js';
import { breadcrumbList, trailStart } from './breadcrumbs.js';
import { matchDescription } from './descriptions.js';
import { regionLeague } from './organization.js';
import { type EventSide, sportsEvent } from './sports-event.js';

type Named = MatchSide & { name: string; slug: string };

/** The league API sends a stadium's country as a name or as `{ id, name }`. */
function countryName(country: unknown): string | null {
  if (typeof country === 'string') return country || null;
  const name = (country as { name?: unknown } | null)?.name;
  return typeof name === 'string' && name ? name : null;
}

/**
 * The head of a match page whose sides are both known: its own summary (with `turn`, the turn's
 * name in the page's language), a share image of the fixture or score, a SportsEvent and the trail
 * Home → region → matches → match.
 */
export function matchMeta(
  ctx: SiteContext,
  region: Region,
  detail: MatchDetail,
  view: Pick<MatchView, 'date' | 'status' | 'stadium'> & { home: Named; away: Named },
  turn: string | null,
): PageMeta {
  const { t, lang, origin } = ctx;
  const abs = (ref: string) => absolute(ref, origin, ctx.url);
  const side = (s: Named): EventSide => ({
    name: s.name,
    url:
      s.id !== null && !s.placeholder
        ? origin + href('region-teams-team', lang, { region: region.slug, team: s.id, teamName: s.slug })
        : null,
    logo: s.logo && abs(s.logo),
  });
  const home = side(view.home);
  const away = side(view.away);
  const title = t('seo.matchTeams', { home: home.name, away: away.name });
  const description = matchDescription(t, {
    home: home.name,
    away: away.name,
    turn,
    league: region.leagueTitle,
    date: view.date ? longDateTime(view.date, lang, region.timeZone) : null,
    stadium: view.stadium,
  });
  const crests = [home.logo, away.logo].filter((l): l is string => l !== null);
  const event = sportsEvent({
    name: title,
    description,
    url: ctx.url,
    start: view.date,
    status: view.status,
    home,
    away,
    stadium: view.stadium ? { name: view.stadium, country: countryName(detail.stadium?.country) } : null,
    organizer: regionLeague(region, lang, origin),
    image: crests.length ? crests : [abs(region.ogImage)],
  });
  const trail = [
    ...trailStart(t, lang, region, origin),
    { name: t('page.region-matches'), url: origin + href('region-matches', lang, { region: region.slug }) },
    { name: title, url: ctx.url },
  ];
  return {
    title,
    description,
    share: sharePicture(matchCard(ctx, region, view)),
    jsonLd: [event, breadcrumbList(trail)],
  };
}
