import type { BoardPlayer, BoardTeam, StatsSeason } from '../../shared/league/leaderboard-view.js';
import { BOARD_PAGE_SIZE, type StatsBase } from '../../shared/league/stats-boards.js';
import { lastMade, remembered } from '../../shared/memo.js';
import { href } from '../../shared/routing/href.js';
import { itemList, type ListEntry } from '../seo/item-list.js';
import { type LoaderContext, type PageMeta, regionOf } from './define-loader.js';

/** The description each kind of statistics page has (`stats.description.*`). */
export type StatsPageKind = 'overview' | 'teamsIndex' | 'players' | 'teams' | 'matchdayMvp';

const keptBoards = remembered<ListEntry[]>(1_024);
const keptLists = lastMade<readonly ListEntry[], ReturnType<typeof itemList>>();

const seasonName = (choice: StatsSeason) => choice.seasons.find((s) => s.id === choice.selected)?.name ?? '';

/** The head's title: the page's name, then the season when it is not the current one, then the page number. */
function title(ctx: LoaderContext, choice: StatsSeason, page: number): string | undefined {
  if (choice.param === null && page === 1) return undefined;
  return [
    ctx.t(`page.${ctx.base}`),
    choice.param === null ? null : seasonName(choice),
    page > 1 ? ctx.t('stats.pageN', { n: page }) : null,
  ]
    .filter(Boolean)
    .join(' · ');
}

/** What a statistics page says in the head: its title, a description and the ItemList of what it ranks or links. */
export function statsMeta(
  ctx: LoaderContext,
  choice: StatsSeason,
  page: number,
  kind: StatsPageKind,
  entries: ListEntry[],
  total: number,
): PageMeta {
  const league = regionOf(ctx).leagueTitle;
  const stat = ctx.t(`page.${ctx.base}`);
  const season = seasonName(choice);
  const name = [stat, league, season].filter(Boolean).join(' · ');
  const url = ctx.url + (page > 1 ? `?page=${page}` : '');
  return {
    title: title(ctx, choice, page),
    description: ctx.t(`stats.description.${kind}`, { stat, league, season }),
    // Kept beside the kept entries, so its JSON is kept too.
    jsonLd: keptLists(entries, `${url} ${total}`, [name], () => itemList(name, url, entries, total)),
  };
}

type RankedRow = { player: BoardPlayer | null; team: BoardTeam | null };
const keptEntries = lastMade<readonly RankedRow[], ListEntry[]>();

/** Ranked people or teams, in the order shown; page 2 starts at 21. Kept beside the cached rows. */
export function rankedEntries(ctx: LoaderContext, rows: readonly RankedRow[], page = 1): ListEntry[] {
  const region = regionOf(ctx).slug;
  return keptEntries(rows, `${ctx.lang} ${region} ${page}`, [ctx.origin], () => entries(ctx, rows, page, region));
}

function entries(ctx: LoaderContext, rows: readonly RankedRow[], page: number, region: string): ListEntry[] {
  const { origin } = ctx;
  return rows.flatMap((r, i): ListEntry[] => {
    const position = (page - 1) * BOARD_PAGE_SIZE + i + 1;
    if (r.player) {
      const url =
        origin + href('region-players-player', ctx.lang, { region, playerId: r.player.id, playerName: r.player.slug });
      return [{ position, name: r.player.name, url, type: 'Person', team: r.team?.name ?? null }];
    }
    if (!r.team) return [];
    return [
      {
        position,
        name: r.team.name,
        url: origin + href('region-teams-team', ctx.lang, { region, team: r.team.id, teamName: r.team.slug }),
        type: 'SportsTeam',
      },
    ];
  });
}

/** The leaderboards an overview leads to. */
export function boardEntries(ctx: LoaderContext, bases: readonly StatsBase[]): ListEntry[] {
  const region = regionOf(ctx).slug;
  const { origin } = ctx;
  // The same list for the same pages of a league, language and site address: its ItemList is then kept with it.
  return keptBoards(`${ctx.context} ${ctx.lang} ${region} ${origin} ${bases.join(',')}`, () =>
    bases.map((b, i) => ({
      position: i + 1,
      name: ctx.t(`page.${b}`),
      url: origin + href(b, ctx.lang, { region }),
      type: 'WebPage',
    })),
  );
}
