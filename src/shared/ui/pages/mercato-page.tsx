import { useEffect, useState } from 'react';
import { longDate } from '../../i18n/dates.js';
import { rowsOfTeam, type TransfersView } from '../../league/transfers-view.js';
import { writeAddress } from '../address.js';
import { usePage, useRegion, useT } from '../app-context.js';
import { PageHead } from '../components/page-hero.js';
import { useInteractive } from '../components/use-interactive.js';
import { definePage } from '../define-page.js';
import { DataPart } from '../kept-parts.js';
import { TransferList } from './mercato/transfer-list.js';

export interface MercatoData {
  season: string | null;
  /** Null when the season has had no transfer window. */
  window: TransfersView | null;
  /** `?team=`: one team's transfers, or everyone's. */
  team: number | null;
}

declare module '../../routing/page-kinds.js' {
  interface PageKinds {
    mercato: MercatoData;
  }
}

/** The current window's transfers, newest first, filtered by team from the address and then in place. */
export default definePage(
  'mercato',
  ['draft.mercato', 'draft.pool', 'player.roles', 'tables'],
  function MercatoPage({ data }) {
    const t = useT();
    const { lang, path } = usePage();
    const region = useRegion()!;
    const [team, setTeam] = useState(data.team);
    const live = useInteractive();
    useEffect(() => setTeam(data.team), [data.team]);
    const { window } = data;
    const choose = (value: string) => {
      const next = value === '' ? null : Number(value);
      setTeam(next);
      writeAddress('replace', history.state, next === null ? path : `${path}?team=${next}`);
    };
    const rows = window ? rowsOfTeam(window.rows, team) : [];
    return (
      <>
        <PageHead kicker={region.leagueTitle} />
        {data.season === null ? (
          <p className="notice">{t('tables.noSeason')}</p>
        ) : !window ? (
          <p className="notice">{t('draft.mercato.none', { season: data.season })}</p>
        ) : (
          <>
            {window.opens && window.closes && (
              <p className="lead draft-lead">
                {t('draft.mercato.lead', {
                  season: data.season,
                  opens: longDate(window.opens, lang, region.timeZone),
                  closes: longDate(window.closes, lang, region.timeZone),
                })}
              </p>
            )}
            <form
              className="pool-filters"
              method="get"
              action={path}
              aria-label={t('draft.pool.filters')}
              onSubmit={(e) => {
                if (live) e.preventDefault();
              }}
            >
              <div className="pool-field">
                <label htmlFor="mercato-team">{t('draft.pool.team')}</label>
                <select
                  id="mercato-team"
                  name="team"
                  value={team === null ? '' : String(team)}
                  onChange={(e) => choose(e.target.value)}
                >
                  <option value="">{t('draft.mercato.allTeams')}</option>
                  {window.teams.map((x) => (
                    <option key={x.id} value={x.id}>
                      {x.name}
                    </option>
                  ))}
                </select>
              </div>
              <button type="submit" className="button" hidden={live}>
                {t('draft.pool.apply')}
              </button>
            </form>
            <p className="pool-count" aria-live="polite">
              {t('draft.mercato.count', { n: rows.length })}
            </p>
            {/* The list of a cached window, whole or one team's: the server keeps its HTML beside it. */}
            <DataPart source={window} variant={`transfers ${team ?? 'all'}`}>
              <TransferList rows={rows} teams={window.teams} region={region.slug} timeZone={region.timeZone} />
            </DataPart>
          </>
        )}
      </>
    );
  },
);
