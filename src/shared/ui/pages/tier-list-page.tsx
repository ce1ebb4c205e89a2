import { TIERS, type TierOrder, type TierTeam } from '../../league/tier-list.js';
import { useRegion, useT } from '../app-context.js';
import { PageHead } from '../components/page-hero.js';
import { definePage } from '../define-page.js';
import { DataPart } from '../kept-parts.js';
import { TierMaker } from './tier-list/tier-maker.js';

export interface TierListData {
  /** Null: the competition has published no edition yet. */
  seasonName: string | null;
  teams: TierTeam[];
  /** The league's list (docs/decisions/0029). */
  defaults: TierOrder | null;
  /** A list shared through the address, shown in place of the league's. */
  shared: TierOrder | null;
}

declare module '../../routing/page-kinds.js' {
  interface PageKinds {
    'tier-list': TierListData;
  }
}

export default definePage('tier-list', ['tables', 'tiers'], function TierListPage({ data }) {
  const t = useT();
  const region = useRegion()!;
  const { seasonName, teams, defaults, shared } = data;
  return (
    <>
      <PageHead kicker={seasonName ? `${region.leagueTitle} · ${seasonName}` : region.leagueTitle} />
      {!defaults || teams.length === 0 ? (
        <p className="notice">{t('tables.noSeason')}</p>
      ) : (
        <>
          <p className="lead-text">{shared ? t('tiers.sharedLead') : t('tiers.lead')}</p>
          {/* The cup's own tiers, before any shared list: the server keeps the maker's HTML beside them. */}
          <DataPart source={shared ? null : defaults} variant="tier-maker">
            <TierMaker teams={teams} defaults={defaults} initial={shared ?? defaults} />
          </DataPart>
          <section className="cup-facts" aria-labelledby="tiers-how">
            <h2 id="tiers-how" className="section-title">
              {t('tiers.howTitle')}
            </h2>
            <p>{t('tiers.how', { top: TIERS[0], bottom: TIERS[4] })}</p>
          </section>
        </>
      )}
    </>
  );
});
