import type { PlayerWithTeam } from '../../shared/api/index.js';
import { CONTEXTS } from '../../shared/config/contexts.js';
import type { Region } from '../../shared/config/regions.js';
import {
  type CompareHead,
  compareHead,
  compareRows,
  pickerClubs,
  withChosen,
} from '../../shared/league/compare-view.js';
import { playerView } from '../../shared/league/player-view.js';
import { BadRequestError } from '../errors.js';
import { defineLoader, type LoaderContext, regionOf } from './define-loader.js';
import { type FoundPlayer, findAnywhere, findIn } from './player-lookup.js';
import { seasonStats } from './player-season.js';

/** A player id as the picker sends it: digits, no sign, no leading zero. */
const ID = /^[1-9]\d{0,14}$/;

/**
 * The player chosen as `a` or `b`: null when not chosen (absent, or the picker's empty choice);
 * a value that is no id, given twice or in brackets (`a[]=`) is the visitor's mistake, a 400.
 */
export function chosenId(query: URLSearchParams, name: 'a' | 'b'): number | null {
  if (query.has(`${name}[]`)) throw new BadRequestError(`Bad query parameter: ${name}[]`);
  const values = query.getAll(name);
  if (values.length > 1) throw new BadRequestError(`Query parameter given twice: ${name}`);
  const value = values[0];
  if (value === undefined || value === '') return null;
  if (!ID.test(value)) throw new BadRequestError(`Bad player id in ${name}: ${value}`);
  return Number(value);
}

/** The player in the page's region, else anywhere in the league (a 404 when nowhere). */
async function playerOf(ctx: LoaderContext, region: Region, id: number): Promise<FoundPlayer> {
  return (await findIn(ctx, region, id)) ?? findAnywhere(ctx, id);
}

function headOf(ctx: LoaderContext, found: FoundPlayer): CompareHead {
  const season = found.season.displayName ?? found.season.name;
  return compareHead(
    playerView({ player: found.player, region: found.region.slug, season }, ctx.now, found.region.timeZone),
  );
}

/** The region's current season's players, for the picker; none when the region has no season. */
async function seasonPlayers(ctx: LoaderContext, region: Region): Promise<readonly PlayerWithTeam[]> {
  const { season } = await ctx.data.competition.season(region);
  if (!season) return [];
  return ctx.data.api.seasonPlayers(season.id, { ctxGenders: CONTEXTS[ctx.context].genders });
}

/** Two players side by side (docs/decisions/0088); either may be missing, and the picker asks for them. */
export default defineLoader('compare', async (ctx) => {
  const region = regionOf(ctx);
  const ids = [chosenId(ctx.query, 'a'), chosenId(ctx.query, 'b')] as const;
  const [found, listed] = await Promise.all([
    Promise.all(ids.map((id) => (id === null ? null : playerOf(ctx, region, id)))),
    ctx.part(seasonPlayers(ctx, region)),
  ]);
  const [a, b] = found.map((f) => (f ? headOf(ctx, f) : null)) as [CompareHead | null, CompareHead | null];
  const chosen = [a, b].flatMap((v) => (v ? [{ id: v.id, name: v.name, club: v.team?.name ?? null }] : []));
  const clubs = listed ? withChosen(pickerClubs(listed), chosen) : null;
  if (!found[0] || !found[1] || !a || !b) return { data: { a, b, rows: null, clubs } };
  const [linesA, linesB] = await Promise.all(
    [found[0], found[1]].map((f) => ctx.part(seasonStats(ctx, f.player.id, f.season.id))),
  );
  const rows = linesA && linesB ? compareRows(linesA, linesB) : null;
  return {
    data: { a, b, rows, clubs },
    meta: {
      title: ctx.t('compare.title', { a: a.name, b: b.name }),
      description: ctx.t('compare.description', { a: a.name, b: b.name }),
    },
  };
});

declare module '../../shared/routing/page-kinds.js' {
  interface PageLoaders {
    compare: true;
  }
}
