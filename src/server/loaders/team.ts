import { CONTEXTS, type WebContext } from '../../shared/config/contexts.js';
import { type Region, regionsFor } from '../../shared/config/regions.js';
import { calendarLinks, teamFeed } from '../../shared/league/calendar-links.js';
import { listClockStep } from '../../shared/league/clock-step.js';
import { chooseSeason, seasonsShown } from '../../shared/league/team-seasons.js';
import { type TeamSections, type TeamView, teamSections, teamView } from '../../shared/league/team-view.js';
import { lastMade } from '../../shared/memo.js';
import { NotFoundError } from '../errors.js';
import { teamMeta } from '../seo/people-meta.js';
import { defineLoader, type PageMeta } from './define-loader.js';
import { withLiveRows, withRows } from './live-rows.js';

const NOT_FOUND = 'Team not found';
const keptViews = lastMade<object, TeamView>();
const keptSections = lastMade<object, TeamSections>();
const keptMeta = lastMade<TeamView, PageMeta>();

/** The region running a competition in this context; on the global page, where matches and times belong. */
function regionOf(context: WebContext, competitionId: number): Region | undefined {
  return regionsFor(context).find((r) => r.competitionId.includes(competitionId));
}

/**
 * A team of this context and region (any region of the context on the global page): a team of
 * the other league, or one that never played here, is not found rather than shown out of place.
 * The region page may show `?season=` among the team's seasons there; the global page shows the current one.
 */
export default defineLoader('team', async (ctx) => {
  const { data, context, lang, region, params, query, now, url, part } = ctx;
  const id = Number(params.team);
  const [team, all] = await Promise.all([data.api.team(id), data.api.teamSeasons(id)]);
  const genders = CONTEXTS[context].genders;
  if (team.gender && !genders.includes(team.gender)) throw new NotFoundError(NOT_FOUND);
  const competitions = region ? region.competitionId : regionsFor(context).flatMap((r) => r.competitionId);
  const seasons = seasonsShown(all, genders, competitions);
  const season = chooseSeason(seasons, region ? Number(query.get('season')) : null);
  const home = season ? (region ?? regionOf(context, season.competitionId)) : undefined;
  if (!season || !home) throw new NotFoundError(NOT_FOUND);

  // The heading needs the team alone; the season's lists may follow once the page has begun.
  const view = keptViews(team, `${context}|${region?.slug ?? ''}|${season.id}`, [all], () =>
    teamView(team, season, region ? seasons : [season]),
  );
  const lists = Promise.all([
    part(data.api.teamSeasonStaffs(id, season.id)),
    part(data.api.teamSeasonPlayers(id, season.id)),
    part(data.api.teamSeasonMatches(id, season.id)),
    part(data.api.teamSeasonStats(id, season.id)),
  ]).then(async ([staffs, players, matches, stats]) => {
    // Kept per cached lists and clock step: their JSON and kept parts then go with them.
    const sections = keptSections(
      team,
      `${season.id}`,
      [staffs, players, matches, stats, matches ? listClockStep(matches, now) : 0],
      () => teamSections({ staffs, players, matches, stats, now }),
    );
    // The team's matches are a copy kept for minutes: a match on now is read as its page reads it,
    // so every language's copy shows the state and result its page shows (docs/decisions/0076).
    return sections.matches
      ? withRows(sections, 'matches', await withLiveRows(data, home, season.id, sections.matches, now))
      : sections;
  });
  return {
    data: {
      view,
      sections: ctx.later(lists),
      region: home.slug,
      calendar: calendarLinks(url, teamFeed(home.slug, id, lang)),
    },
    canonical: { teamName: view.slug },
    meta: keptMeta(view, lang, [url, home, season], () => teamMeta(ctx, home, season.displayName ?? season.name, view)),
  };
});

declare module '../../shared/routing/page-kinds.js' {
  interface PageLoaders {
    team: true;
  }
}
