import {
  type PlayerSectionsSource,
  type PlayerSource,
  type PlayerView,
  playerSections,
  playerView,
} from '../../shared/league/player-view.js';
import { lastMade } from '../../shared/memo.js';
import { NotFoundError } from '../errors.js';
import { playerMeta } from '../seo/people-meta.js';
import { defineLoader, type LoaderContext, type PageMeta } from './define-loader.js';
import { type FoundPlayer, findAnywhere, findIn, PLAYER_NOT_FOUND } from './player-lookup.js';
import { seasonStats } from './player-season.js';

const keptMeta = lastMade<PlayerView, PageMeta>();

/** The season's statistics and the matches the player took part in (not the rest of the team's fixtures). */
async function details(ctx: LoaderContext, found: FoundPlayer): Promise<PlayerSectionsSource> {
  const [stats, matches] = await Promise.all([
    ctx.part(seasonStats(ctx, found.player.id, found.season.id)),
    ctx.part(ctx.data.api.playerSeasonMatches(found.player.id, found.season.id)),
  ]);
  return { stats, matches };
}

/** A player under a region (that region's current season only) or on the global page. */
export default defineLoader('player', async (ctx) => {
  const id = Number(ctx.params.playerId);
  if (!Number.isSafeInteger(id)) throw new NotFoundError(PLAYER_NOT_FOUND);
  const found = ctx.region ? await findIn(ctx, ctx.region, id) : await findAnywhere(ctx, id);
  if (!found) throw new NotFoundError(PLAYER_NOT_FOUND);
  const source: PlayerSource = {
    player: found.player,
    region: found.region.slug,
    season: found.season.displayName ?? found.season.name,
  };
  const view = playerView(source, ctx.now, found.region.timeZone);
  // The profile needs the player alone; the season's statistics and matches may follow.
  const sections = ctx.later(details(ctx, found).then((lists) => playerSections(lists, ctx.now)));
  return {
    data: { view, sections },
    canonical: { playerName: view.slug },
    // Kept beside the view per address and language: the same player gives the same description and structured data.
    meta: keptMeta(view, ctx.lang, [ctx.url, found.region, source.season], () =>
      playerMeta(ctx, found.region, source.season, view),
    ),
  };
});

declare module '../../shared/routing/page-kinds.js' {
  interface PageLoaders {
    player: true;
  }
}
