import type { RegionSlug } from '../../config/regions.js';
import { findRegion } from '../../config/regions.js';
import { kickOff } from '../../i18n/dates.js';
import { FINALISSIMA_LIVE, type FinalissimaEditionView } from '../../league/finalissima-view.js';
import type { MatchView } from '../../league/match-view.js';
import type { MatchRow } from '../../league/matches-view.js';
import type { TablesView } from '../../league/tables-view.js';
import { RegionScope, usePage, useT } from '../app-context.js';
import { Bracket } from '../components/bracket.js';
import { MatchMinute } from '../components/match-minute.js';
import { PageHead } from '../components/page-hero.js';
import { sideName } from '../components/side-name.js';
import { StandingsTable } from '../components/standings-table.js';
import { TeamBadge } from '../components/team-badge.js';
import { useLiveMatch } from '../components/use-live-match.js';
import { definePage } from '../define-page.js';

export interface FinalissimaRoad {
  region: RegionSlug;
  league: string;
  /** Null: that season could not be read now (the page is degraded and says so here). */
  view: TablesView | null;
}

export interface FinalissimaData {
  /** Null: no edition has been published yet. */
  current: FinalissimaEditionView | null;
  /** The current final as the match page has it, polled while soon or live; null if it could not be read. */
  live: MatchView | null;
  road: { home: FinalissimaRoad | null; away: FinalissimaRoad | null };
  past: FinalissimaEditionView[];
}

declare module '../../routing/page-kinds.js' {
  interface PageKinds {
    finalissima: FinalissimaData;
  }
}

/** Finalissima matches are played at the venue's time; the page writes them in Madrid time like the league. */
const TIME_ZONE = 'Europe/Madrid';

function Score({ match }: { match: MatchRow }) {
  const t = useT();
  const score = (side: MatchRow['home']) =>
    side.score === null ? '' : `${side.score}${side.shootout !== null ? ` (${side.shootout})` : ''}`;
  return (
    <div className={`final-board status-${match.status}`}>
      {[match.home, match.away].map((side, i) => (
        <p key={i} className="final-team">
          <TeamBadge color={side.color} shortName={side.shortName ?? ''} logo={side.logo} size={56} />
          <span className="final-name">{sideName(t, side)}</span>
          <span className="final-score">{score(side)}</span>
        </p>
      ))}
      <p className="final-status">
        {match.status === 'live' ? (
          <strong className="live-badge">
            {t('status.live')}
            {match.minute !== null && (
              <>
                {' '}
                · <MatchMinute minute={match.minute} />
              </>
            )}
          </strong>
        ) : (
          t(`status.${match.status}`)
        )}
      </p>
    </div>
  );
}

function LiveScore({ initial }: { initial: MatchView }) {
  const view = useLiveMatch(initial, FINALISSIMA_LIVE);
  return (
    <div aria-live="polite">
      <Score match={view} />
    </div>
  );
}

function Road({ road, team }: { road: FinalissimaRoad; team: string }) {
  const t = useT();
  const { context } = usePage();
  const region = findRegion(context, road.region);
  if (!region) return null;
  const table = road.view?.groups[0];
  return (
    <section className="road" aria-label={t('cups.final.roadOf', { team })}>
      <h3>
        {team} · {road.league} {road.view?.seasonName ?? ''}
      </h3>
      {!road.view ? (
        <p className="notice">{t('cups.unavailable')}</p>
      ) : (
        <RegionScope region={region}>
          <>
            {/* Named by their league: the two roads' tables and brackets sit on one page. */}
            {table && (
              <StandingsTable
                caption={`${t('cups.final.table')} · ${road.league}`}
                rows={table.rows}
                legend={table.legend}
              />
            )}
            {road.view.playoff && (
              <Bracket
                bracket={road.view.playoff}
                title={`${t('tables.playoff')} · ${road.league}`}
                id={`road-${road.region}`}
              />
            )}
          </>
        </RegionScope>
      )}
    </section>
  );
}

const MESSAGES = [
  'cups.final',
  'cups.matchLabel',
  'cups.origin',
  'cups.short',
  'cups.unavailable',
  'cups.winner',
  'form',
  'legend',
  'match',
  'matches',
  'status',
  'tables',
];

export default definePage('finalissima', MESSAGES, function FinalissimaPage({ data }) {
  const t = useT();
  const { lang } = usePage();
  const { current, live, road, past } = data;
  if (!current)
    return (
      <>
        <PageHead />
        <p className="notice">{t('cups.final.none')}</p>
      </>
    );
  return (
    <>
      <PageHead kicker={t('cups.final.kicker')} title={`${t('page.finalissima')} ${current.name}`} />
      <section className="final-hero" aria-labelledby="final-match">
        <h2 id="final-match" className="visually-hidden">
          {t('cups.final.match')}
        </h2>
        {live ? <LiveScore initial={live} /> : <Score match={current.match} />}
        <dl className="final-facts">
          {current.match.date && (
            <div>
              <dt>{t('cups.final.when')}</dt>
              <dd>
                <time dateTime={current.match.date}>{kickOff(current.match.date, lang, TIME_ZONE)}</time>
              </dd>
            </div>
          )}
          {current.stadium && (
            <div>
              <dt>{t('cups.final.where')}</dt>
              <dd>
                {current.stadium.country
                  ? `${current.stadium.name} (${current.stadium.country})`
                  : current.stadium.name}
              </dd>
            </div>
          )}
        </dl>
      </section>
      {(road.home || road.away) && (
        <section aria-labelledby="final-road">
          <h2 id="final-road" className="section-title">
            {t('cups.final.road')}
          </h2>
          <div className="road-grid">
            {road.home && <Road road={road.home} team={sideName(t, current.match.home)} />}
            {road.away && <Road road={road.away} team={sideName(t, current.match.away)} />}
          </div>
        </section>
      )}
      <section aria-labelledby="final-past">
        <h2 id="final-past" className="section-title">
          {t('cups.final.past')}
        </h2>
        {past.length === 0 ? (
          <p className="notice">{t('cups.final.noPast')}</p>
        ) : (
          <ul className="final-past">
            {past.map((e) => (
              <li key={e.seasonId}>
                <h3>{`${t('page.finalissima')} ${e.name}`}</h3>
                <Score match={e.match} />
                {e.stadium && (
                  <p className="muted">
                    {e.stadium.name}
                    {e.match.date ? ` · ${kickOff(e.match.date, lang, TIME_ZONE)}` : ''}
                  </p>
                )}
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
});
