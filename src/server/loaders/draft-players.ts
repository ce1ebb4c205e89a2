import { poolCards } from '../../shared/league/draft-lists.js';
import { teamsOf } from '../../shared/league/draft-people.js';
import { NO_FILTER, parsePoolFilter, poolQuery } from '../../shared/league/pool-filter.js';
import { poolPage, readPoolPage } from '../../shared/league/pool-pages.js';
import type { HeadLink } from '../../shared/ui/payload.js';
import { NotFoundError } from '../errors.js';
import { defineLoader } from './define-loader.js';
import { currentSeason } from './draft-common.js';

/**
 * The current season's draft pool (docs/spec.md §7, `categories=draft`), the filters and the page
 * the address asks for. A page past the last is a 404, as on the news and statistics pages; a
 * filtered view is left out of search engines, the whole pool's pages link each other
 * (docs/decisions/0090).
 */
export default defineLoader('draft-players', async (ctx) => {
  const page = readPoolPage(ctx.query.get('page'));
  if (page === null) throw new NotFoundError('Page not found');
  const { season, name } = await currentSeason(ctx);
  if (!season) {
    if (page > 1) throw new NotFoundError('Page not found');
    return { data: { season: null, cards: [], teams: [], filter: NO_FILTER, page } };
  }
  const cards = poolCards(await ctx.data.api.seasonPlayers(season.id, { categories: ['draft'] }));
  const teams = teamsOf(cards.map((c) => c.team));
  const filter = parsePoolFilter(
    (key) => ctx.query.get(key),
    teams.map((team) => team.id),
  );
  const path = ctx.url.slice(ctx.origin.length);
  const { pager } = poolPage(cards, filter, page, path);
  if (page > pager.totalPages) throw new NotFoundError('Page not found');
  const filtered = poolQuery(filter) !== '';
  const links: HeadLink[] = [];
  if (!filtered && pager.prev) links.push({ rel: 'prev', href: ctx.origin + pager.prev });
  if (!filtered && pager.next) links.push({ rel: 'next', href: ctx.origin + pager.next });
  return { data: { season: name, cards, teams, filter, page }, meta: filtered ? { noindex: true } : { links } };
});

declare module '../../shared/routing/page-kinds.js' {
  interface PageLoaders {
    'draft-players': true;
  }
}
