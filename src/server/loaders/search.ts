import { groupedResults } from '../../shared/search/search-index.js';
import { readSearchQuery } from '../../shared/search/search-query.js';
import { BadRequestError } from '../errors.js';
import { searchIndexesOf } from '../search/search-indexes.js';
import { defineLoader } from './define-loader.js';

/**
 * The site search's results for `q`: a form's one printable query, cut to its first hundred
 * characters; anything else is a 400. The league data behind the index is read only for a query.
 */
export default defineLoader('search', async (ctx) => {
  const read = readSearchQuery(ctx.query.getAll('q'));
  if ('problem' in read) throw new BadRequestError(`Search query: ${read.problem}`);
  const { query } = read;
  if (query === '') return { data: { query, groups: [] } };
  const { index } = await searchIndexesOf(ctx.data, ctx.context).get(ctx.lang, { t: ctx.t, now: ctx.now });
  return {
    data: { query, groups: groupedResults(index, query) },
    meta: { title: ctx.t('search.titleWith', { query }) },
  };
});

declare module '../../shared/routing/page-kinds.js' {
  interface PageLoaders {
    search: true;
  }
}
