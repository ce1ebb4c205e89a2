import type { PlayerSeason, PlayerWithTeam, Season } from '../../shared/api/index.js';
import { CONTEXTS } from '../../shared/config/contexts.js';
import { type Region, regionsFor } from '../../shared/config/regions.js';
import { keptBeside } from '../../shared/memo.js';
import { byId } from '../data/by-id.js';
import type { CompetitionTeam, DataLayer } from '../data/index.js';
import { NotFoundError, orNone } from '../errors.js';
import type { LoaderContext } from './define-loader.js';

export const PLAYER_NOT_FOUND = 'Player not found';

export interface FoundPlayer {
  region: Region;
  season: Season;
  player: PlayerWithTeam;
}

type Lookup = Pick<LoaderContext, 'data' | 'context'>;

const listedTeams = keptBeside<readonly PlayerWithTeam[], ReadonlySet<number | undefined>>();

/** Only a player of the context's genders is shown: a player of the other league never is. */
function ofContext(
  { context }: Lookup,
  region: Region,
  season: Season,
  player: PlayerWithTeam | undefined,
): FoundPlayer | null {
  return player && player.gender !== null && CONTEXTS[context].genders.includes(player.gender)
    ? { region, season, player }
    : null;
}

/**
 * The player's seasons in one call (docs/upstream-extensions.md), or null where the league API
 * does not serve it or does not know the id: the regions' lists are read instead.
 */
const seasonsOf = ({ data, context }: Lookup, id: number): Promise<readonly PlayerSeason[] | null> =>
  orNone(data.api.playerSeasons(id, CONTEXTS[context].genders));

/** The player as the region's current season has them, from their seasons. */
async function inRegion(lookup: Lookup, region: Region, seasons: readonly PlayerSeason[]): Promise<FoundPlayer | null> {
  const { season } = await lookup.data.competition.season(region);
  return season ? ofContext(lookup, region, season, seasons.find((s) => s.seasonId === season.id)?.player) : null;
}

/**
 * Without that call a player is one of the players of the region's current season, asked for
 * with the context's genders.
 */
async function fromList(lookup: Lookup, region: Region, id: number): Promise<FoundPlayer | null> {
  const { data, context } = lookup;
  const competition = await data.competition.load(region);
  const season = competition.season;
  if (!season) return null;
  // Read in the API's default language: nothing the page shows from the list depends on it
  // (docs/decisions/0050-language-free-player-list.md), so seven languages share one copy.
  const listed = await data.api.seasonPlayers(season.id, { ctxGenders: CONTEXTS[context].genders });
  return ofContext(
    lookup,
    region,
    season,
    byId(listed).get(id) ?? (await fromUnlistedTeams(data, competition.teams, listed, season.id, id)),
  );
}

/**
 * Season 13's list leaves out its extra teams (docs/spec.md §9), which the competition adds: their
 * players are read from each such team's squad. Other seasons list every team: no extra call.
 */
async function fromUnlistedTeams(
  data: DataLayer,
  teams: readonly CompetitionTeam[],
  listed: readonly PlayerWithTeam[],
  seasonId: number,
  id: number,
): Promise<PlayerWithTeam | undefined> {
  const have = listedTeams(listed, '', () => new Set(listed.map((p) => p.team?.id)));
  const unlisted = teams.filter((t) => !t.isPlaceholder && !have.has(t.id));
  if (!unlisted.length) return undefined;
  const squads = await Promise.all(unlisted.map((team) => data.api.teamSeasonPlayers(team.id, seasonId)));
  const at = squads.findIndex((squad) => byId(squad).has(id));
  return at === -1 ? undefined : ({ ...byId(squads[at]!).get(id)!, team: unlisted[at]! } as PlayerWithTeam);
}

/** How to find the player in a region: from their seasons when the API serves them, else from its list. */
async function finder(lookup: Lookup, id: number): Promise<(region: Region) => Promise<FoundPlayer | null>> {
  const seasons = await seasonsOf(lookup, id);
  return (region) => (seasons ? inRegion(lookup, region, seasons) : fromList(lookup, region, id));
}

/** A player of a region's current season. */
export async function findIn(lookup: Lookup, region: Region, id: number): Promise<FoundPlayer | null> {
  return (await finder(lookup, id))(region);
}

/**
 * The global page: the context's regions in their order, so a player of a home league who also
 * plays a cup shows under the home league (docs/decisions/0012-player-pages.md). When no
 * region has the player and one could not be read, the page is unavailable rather than missing.
 */
export async function findAnywhere(lookup: Lookup, id: number): Promise<FoundPlayer> {
  const find = await finder(lookup, id);
  const results = await Promise.allSettled(regionsFor(lookup.context).map(find));
  for (const result of results) if (result.status === 'fulfilled' && result.value) return result.value;
  const failed = results.find((result) => result.status === 'rejected');
  if (failed) throw failed.reason;
  throw new NotFoundError(PLAYER_NOT_FOUND);
}
