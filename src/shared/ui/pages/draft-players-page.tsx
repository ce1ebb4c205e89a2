import { useEffect, useState } from 'react';
import type { PlayerCard, TeamRef } from '../../league/draft-people.js';
import { NO_FILTER, type PoolFilter, poolQuery } from '../../league/pool-filter.js';
import { poolPage } from '../../league/pool-pages.js';
import { writeAddress } from '../address.js';
import { usePage, useRegion, useT } from '../app-context.js';
import { PageHead } from '../components/page-hero.js';
import { PagerNav } from '../components/pager-nav.js';
import { useInteractive } from '../components/use-interactive.js';
import { definePage } from '../define-page.js';
import { DataPart } from '../kept-parts.js';
import { DraftLinks } from './draft/draft-links.js';
import { PoolCard } from './draft/pool-card.js';
import { PoolFilters } from './draft-players/pool-filters.js';

export interface DraftPlayersData {
  /** The current season's name; null when the region has none yet. */
  season: string | null;
  /** The whole pool, best first: filters only hide cards, so filtering needs no request. */
  cards: PlayerCard[];
  teams: TeamRef[];
  /** What the address asked for. */
  filter: PoolFilter;
  /** The page of the filtered pool the address asked for, one of those it has. */
  page: number;
}

declare module '../../routing/page-kinds.js' {
  interface PageKinds {
    'draft-players': DraftPlayersData;
  }
}

/** The draft pool as cards, a page at a time, filtered by position, team and name from the address, then in place. */
const MESSAGES = [
  'draft.available',
  'draft.more',
  'draft.pool',
  'draft.reserves',
  'news.next',
  'news.page',
  'news.previous',
  'player.roles',
  'tables',
  'team',
];

export default definePage('draft-players', MESSAGES, function DraftPlayersPage({ data }) {
  const t = useT();
  const { path } = usePage();
  const region = useRegion()!;
  const [filter, setFilter] = useState(data.filter);
  const [page, setPage] = useState(data.page);
  const live = useInteractive();
  // A client navigation to this page with other filters or another page brings new data: it wins.
  useEffect(() => {
    setFilter(data.filter);
    setPage(data.page);
  }, [data.filter, data.page]);
  // Another filter starts again at its first page, which every filter has.
  const change = (next: PoolFilter) => {
    setFilter(next);
    setPage(1);
    writeAddress('replace', history.state, path + poolQuery(next));
  };
  const shown = poolPage(data.cards, filter, page, path);
  const drafted = data.cards.filter((card) => card.team).length;
  return (
    <>
      <PageHead kicker={region.leagueTitle} />
      {data.season === null ? (
        <p className="notice">{t('tables.noSeason')}</p>
      ) : data.cards.length === 0 ? (
        <p className="notice">{t('draft.pool.none')}</p>
      ) : (
        <>
          <p className="lead draft-lead">
            {t('draft.pool.lead', {
              season: data.season,
              total: data.cards.length,
              drafted,
              available: data.cards.length - drafted,
            })}
          </p>
          <PoolFilters filter={filter} teams={data.teams} onChange={change} live={live} />
          <p className="pool-count" aria-live="polite">
            {/* What this page shows, not what the filters keep: a pool of 144 is shown 24 at a time. */}
            {shown.matching === data.cards.length
              ? t('draft.pool.count', { first: shown.first, last: shown.last, total: shown.matching })
              : t('draft.pool.countFiltered', {
                  first: shown.first,
                  last: shown.last,
                  matching: shown.matching,
                  total: data.cards.length,
                })}
          </p>
          {shown.matching === 0 ? (
            <p className="notice">
              {t('draft.pool.noMatch')}{' '}
              <a
                href={path}
                onClick={(e) => {
                  if (live) {
                    e.preventDefault();
                    change(NO_FILTER);
                  }
                }}
              >
                {t('draft.pool.clear')}
              </a>
            </p>
          ) : (
            <>
              {/* The first page of a cached season list: the server keeps its HTML beside it; others render in place. */}
              <DataPart source={poolQuery(data.filter, data.page) === '' ? data.cards : null} variant="pool">
                <ul className="pool-grid">
                  {shown.cards.map((card) => (
                    <PoolCard key={card.id} card={card} region={region.slug} />
                  ))}
                </ul>
              </DataPart>
              <PagerNav pager={shown.pager} label={t('draft.pool.pages')} />
            </>
          )}
        </>
      )}
      <DraftLinks />
    </>
  );
});
