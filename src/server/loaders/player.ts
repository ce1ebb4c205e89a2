import type { PlayerWithTeam, Season, StatLine } from '../../shared/api/index.js';
import { CONTEXTS } from '../../shared/config/contexts.js';
import { regionsFor, type Region } from '../../shared/config/regions.js';
import { filterPlayerStatsByGender } from '../../shared/league/player-stats.js';
import { playerView, type PlayerSource, type PlayerView } from '../../shared/league/player-view.js';
import { keptBeside, lastMade } from '../../shared/memo.js';
import { byId } from '../data/by-id.js';
import type { CompetitionTeam, DataLayer } from '../data/index.js';
import { NotFoundError } from '../errors.js';
import { playerMeta } from '../seo/people-meta.js';
import { defineLoader, type LoaderContext, type PageMeta } from './define-loader.js';

const NOT_FOUND = 'Player not found';
const keptMeta = lastMade<PlayerView, PageMeta>();
const listedTeams = keptBeside<readonly PlayerWithTeam[], ReadonlySet<number | undefined>>();

interface Found {
  region: Region;
  season: Season;
  player: PlayerWithTeam;
}

type Lookup = Pick<LoaderContext, 'data' | 'context'>;

/**
 * The league API has no player-by-id call: a player is one of the players of the region's
 * current season, asked for with the context's genders and checked again, so a player of the
 * other league is never shown.
 */
async function findIn({ data, context }: Lookup, region: Region, id: number): Promise<Found | null> {
  const competition = await data.competition.load(region);
  const season = competition.season;
  if (!season) return null;
  const genders = CONTEXTS[context].genders;
  // Read in the API's default language: nothing the page shows from the list depends on it
  // (docs/decisions/0050-language-free-player-list.md), so seven languages share one copy.
  const listed = await data.api.seasonPlayers(season.id, { ctxGenders: genders });
  const player = byId(listed).get(id) ?? (await fromUnlistedTeams(data, competition.teams, listed, season.id, id));
  return player && player.gender !== null && genders.includes(player.gender) ? { region, season, player } : null;
}

/**
 * Season 13's list leaves out its extra teams (docs/spec.md §9), which the competition adds: their
 * players are read from each such team's squad. Other seasons list every team: no extra call.
 */
async function fromUnlistedTeams(data: DataLayer, teams: readonly CompetitionTeam[], listed: readonly PlayerWithTeam[], seasonId: number, id: number): Promise<PlayerWithTeam | undefined> {
  const have = listedTeams(listed, '', () => new Set(listed.map((p) => p.team?.id)));
  const unlisted = teams.filter((t) => !t.isPlaceholder && !have.has(t.id));
  if (!unlisted.length) return undefined;
  const squads = await Promise.all(unlisted.map((team) => data.api.teamSeasonPlayers(team.id, seasonId)));
  const at = squads.findIndex((squad) => byId(squad).has(id));
  return at === -1 ? undefined : ({ ...byId(squads[at]!).get(id)!, team: unlisted[at]! } as PlayerWithTeam);
}

/**
 * The global page: the context's regions in their order, so a player of a home league who also
 * plays a cup shows under the home league (docs/decisions/0012-player-pages.md). When no
 * region has the player and one could not be read, the page is unavailable rather than missing.
 */
async function findAnywhere(lookup: Lookup, id: number): Promise<Found> {
  const results = await Promise.allSettled(regionsFor(lookup.context).map((region) => findIn(lookup, region, id)));
  for (const result of results) if (result.status === 'fulfilled' && result.value) return result.value;
  const failed = results.find((result) => result.status === 'rejected');
  if (failed) throw failed.reason;
  throw new NotFoundError(NOT_FOUND);
}

/**
 * The player's season stat lines: from every player's lines of the season, read once for all of
 * its pages (an extension, the player's own lines: no one else's to filter out), or asked for
 * alone where the league API does not serve them, kept to the context's genders (docs/spec.md §5).
 */
async function seasonStats({ data, context }: LoaderContext, playerId: number, seasonId: number): Promise<readonly StatLine[]> {
  try {
    return (await data.api.seasonPlayerStats(seasonId))[playerId] ?? [];
  } catch (error) {
    if (!(error instanceof NotFoundError)) throw error;
    return filterPlayerStatsByGender(await data.api.playerSeasonStats(playerId, seasonId), CONTEXTS[context].genders);
  }
}

async function details(ctx: LoaderContext, found: Found): Promise<Pick<PlayerSource, 'stats' | 'matches'>> {
  const teamId = found.player.team?.id;
  const [stats, matches] = await Promise.all([
    ctx.part(seasonStats(ctx, found.player.id, found.season.id)),
    teamId === undefined ? [] : ctx.part(ctx.data.api.teamSeasonMatches(teamId, found.season.id)),
  ]);
  return { stats, matches };
}

/** A player under a region (that region's current season only) or on the global page. */
export default defineLoader('player', async (ctx) => {
  const id = Number(ctx.params.playerId);
  if (!Number.isSafeInteger(id)) throw new NotFoundError(NOT_FOUND);
  const found = ctx.region ? await findIn(ctx, ctx.region, id) : await findAnywhere(ctx, id);
  if (!found) throw new NotFoundError(NOT_FOUND);
  const source: PlayerSource = {
    player: found.player,
    region: found.region.slug,
    season: found.season.displayName ?? found.season.name,
    ...(await details(ctx, found)),
  };
  const view = playerView(source, ctx.now, found.region.timeZone);
  return {
    data: { view },
    canonical: { playerName: view.slug },
    // Kept beside the view per address and language: the same player gives the same description and structured data.
    meta: keptMeta(view, ctx.lang, [ctx.url, found.region, source.season], () => playerMeta(ctx, found.region, source.season, view)),
  };
});

declare module '../../shared/routing/page-kinds.js' {
  interface PageLoaders {
    player: true;
  }
}
