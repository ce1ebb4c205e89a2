import type { BoardPage } from '../../league/leaderboard-view.js';
import { BOARD_PAGE_SIZE } from '../../league/stats-boards.js';
import { pageLink, pagerItems, withQuery } from '../../league/stats-query.js';
import { usePage, useT } from '../app-context.js';

/** Which lines are shown of how many, and links to the other pages, keeping the sort. */
export function StatsPager({ data }: { data: BoardPage }) {
  const t = useT();
  const { path } = usePage();
  const { page } = data.query;
  const first = (page - 1) * BOARD_PAGE_SIZE + 1;
  const last = first + data.view.rows.length - 1;
  const link = (n: number) => withQuery(path, pageLink(data.query, n, data.season.param));
  return (
    <div className="stats-pager">
      <p className="stats-range">{t('stats.range', { first, last, total: data.lines })}</p>
      {data.pages > 1 && (
        <nav aria-label={t('stats.pages')}>
          <ul>
            {page > 1 && (
              <li>
                <a className="pager-step" href={link(page - 1)} rel="prev">
                  {t('stats.previous')}
                </a>
              </li>
            )}
            {pagerItems(page, data.pages).map((n, i) => (
              <li key={n ?? `gap${i}`}>
                {n === null ? (
                  <span className="pager-gap" aria-hidden="true">
                    …
                  </span>
                ) : (
                  <a href={link(n)} aria-current={n === page ? 'page' : undefined} aria-label={t('stats.pageN', { n })}>
                    {n}
                  </a>
                )}
              </li>
            ))}
            {page < data.pages && (
              <li>
                <a className="pager-step" href={link(page + 1)} rel="next">
                  {t('stats.next')}
                </a>
              </li>
            )}
          </ul>
        </nav>
      )}
    </div>
  );
}
