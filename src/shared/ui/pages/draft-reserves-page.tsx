import type { PlayerCard } from '../../league/draft-people.js';
import { useRegion, useT } from '../app-context.js';
import { PageHead } from '../components/page-hero.js';
import { definePage } from '../define-page.js';
import { DataPart } from '../kept-parts.js';
import { DraftLinks } from './draft/draft-links.js';
import { PoolCard } from './draft/pool-card.js';

export interface DraftReservesData {
  season: string | null;
  /** In the league's order; null when the season has no reserve list. */
  reserves: { rank: number; card: PlayerCard }[] | null;
}

declare module '../../routing/page-kinds.js' {
  interface PageKinds {
    'draft-reserves': DraftReservesData;
  }
}

/** The draft's reserve list: candidates nobody picked, first called up first. */
const MESSAGES = ['draft.available', 'draft.more', 'draft.reserves', 'player.roles', 'tables', 'team'];

function Reserves({ reserves }: { reserves: NonNullable<DraftReservesData['reserves']> }) {
  const t = useT();
  const region = useRegion()!;
  return (
    <ol className="pool-grid" aria-label={t('draft.reserves.list')}>
      {reserves.map((r) => (
        <PoolCard key={r.card.id} card={r.card} region={region.slug} rank={r.rank} />
      ))}
    </ol>
  );
}

export default definePage('draft-reserves', MESSAGES, function DraftReservesPage({ data }) {
  const t = useT();
  const region = useRegion()!;
  return (
    <>
      <PageHead kicker={region.leagueTitle} />
      {data.season === null ? (
        <p className="notice">{t('tables.noSeason')}</p>
      ) : !data.reserves || data.reserves.length === 0 ? (
        <p className="notice">{t('draft.reserves.none', { season: data.season })}</p>
      ) : (
        <>
          <p className="lead draft-lead">
            {t('draft.reserves.lead', { season: data.season, n: data.reserves.length })}
          </p>
          {/* The cards of a cached list: the server keeps their HTML beside it. */}
          <DataPart source={data.reserves} variant="reserves">
            <Reserves reserves={data.reserves} />
          </DataPart>
        </>
      )}
      <DraftLinks />
    </>
  );
});
