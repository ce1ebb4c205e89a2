import type { Region } from '../../shared/config/regions.js';
import type { PlayerView } from '../../shared/league/player-view.js';
import type { TeamView } from '../../shared/league/team-view.js';
import { href } from '../../shared/routing/href.js';
import type { PageMeta, SiteContext } from '../loaders/define-loader.js';
import { playerCard, sharePicture, teamCard } from '../share/card.js';
import { absolute } from './absolute.js';
import { breadcrumbList, trailStart } from './breadcrumbs.js';
import { playerDescription, teamDescription } from './descriptions.js';
import { person, sportsTeam } from './json-ld.js';
import { regionLeague } from './organization.js';

type Ctx = Pick<SiteContext, 'context' | 't' | 'lang' | 'origin' | 'url' | 'region'>;

/** A team's page in the trail: under the page's region, else the global one. */
function teamUrl(ctx: Ctx, team: { id: number; slug: string }): string {
  return (
    ctx.origin +
    (ctx.region
      ? href('region-teams-team', ctx.lang, { region: ctx.region.slug, team: team.id, teamName: team.slug })
      : href('teams-team', ctx.lang, { team: team.id, teamName: team.slug }))
  );
}

/**
 * A team page: its summary, a share image of its crest and name, a SportsTeam and the trail Home → region →
 * teams → team (Home → team on the global page, which sits under no region). `league` is the
 * region the team plays in (the global page's too), `season` the season shown ("2026/27").
 */
export function teamMeta(
  ctx: Ctx,
  league: Region,
  season: string,
  view: Pick<TeamView, 'name' | 'shortName' | 'logo' | 'colors'>,
): PageMeta {
  const { t, lang, region, origin } = ctx;
  const logo = view.logo && absolute(view.logo, origin, ctx.url);
  const description = teamDescription(t, view.name, league.leagueTitle, season);
  const trail = [
    ...trailStart(t, lang, region, origin),
    ...(region
      ? [{ name: t('page.region-teams'), url: origin + href('region-teams', lang, { region: region.slug }) }]
      : []),
    { name: view.name, url: ctx.url },
  ];
  return {
    title: view.name,
    description,
    share: sharePicture(teamCard(ctx, league, view)),
    jsonLd: [
      sportsTeam({ name: view.name, logo, description }, ctx.url, regionLeague(league, lang, origin)),
      breadcrumbList(trail),
    ],
  };
}

/**
 * A player page (Open Graph: a profile): its summary, a share image of the player, a Person
 * and the trail Home → region → team → player (Home → team → player on the global page).
 */
export function playerMeta(ctx: Ctx, league: Region, season: string | null, view: PlayerView): PageMeta {
  const { t, lang, region, origin } = ctx;
  const abs = (ref: string | null | undefined) => (ref ? absolute(ref, origin, ctx.url) : null);
  const team = view.team ? { name: view.team.name, url: teamUrl(ctx, view.team) } : null;
  const description = playerDescription(t, view.name, team?.name ?? null, league.leagueTitle, season);
  const trail = [
    ...trailStart(t, lang, region, origin),
    ...(team ? [{ name: team.name, url: team.url }] : []),
    { name: view.name, url: ctx.url },
  ];
  return {
    title: view.name,
    description,
    profile: true,
    share: sharePicture(playerCard(ctx, league, view)),
    jsonLd: [
      person(
        { name: view.name, description, birthDate: view.birthDate, height: view.height, image: abs(view.image), team },
        ctx.url,
      ),
      breadcrumbList(trail),
    ],
  };
}
